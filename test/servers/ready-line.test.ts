import { expect } from 'chai';
import { readyLine } from '../../scripts/servers/ready-line.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, []);

describe('local servers: the line announcing them', () => {
  it('regression: masks the password of a URL given with credentials, keeping the rest', () => {
    const line = readyLine('dev', {
      MONGODB_URL: 'mongodb://app:p4ss@db1:27017,db2:27017/?replicaSet=rs0',
      SMTP_URL: 'smtps://mailer:s3cr@t@smtp.example.com:465',
    });
    expect(line).to.equal(
      'ready (dev): MONGODB_URL=mongodb://app:***@db1:27017,db2:27017/?replicaSet=rs0 SMTP_URL=smtps://mailer:***@smtp.example.com:465',
    );
  });

  it('shows URLs without a password as they are', () => {
    const variables = {
      SMTP_URL: 'smtp://127.0.0.1:1025',
      EMBEDDINGS_URL: 'http://user@127.0.0.1:8000/v1',
      MAILPIT_URL: '',
    };
    expect(readyLine('test', variables)).to.equal(
      'ready (test): SMTP_URL=smtp://127.0.0.1:1025 EMBEDDINGS_URL=http://user@127.0.0.1:8000/v1 MAILPIT_URL=',
    );
  });
});
