import { expect } from 'chai';
import { successEnvelopeJson } from './envelope.ts';

describe('success envelope bytes', () => {
  it('splices the result JSON in as it is, the fields in the envelope order, result_info only when given', () => {
    const result = { title: 'Line\nbreak "quoted" ☃ 𝄞', items: [1, null, { nested: true }] };
    const asText = successEnvelopeJson('req_1', JSON.stringify(result), { count: 1, next_cursor: null }, [
      { message: 'note' },
    ]);
    const asBytes = successEnvelopeJson('req_1', Buffer.from(JSON.stringify(result)), { count: 1, next_cursor: null }, [
      { message: 'note' },
    ]);
    expect(asBytes.equals(asText), 'the same bytes from text and from a service process').to.equal(true);
    const withInfo = JSON.parse(asText.toString('utf8'));
    expect(Object.keys(withInfo)).to.deep.equal([
      'success',
      'result',
      'errors',
      'messages',
      'result_info',
      'request_id',
    ]);
    expect(withInfo).to.deep.equal({
      success: true,
      result,
      errors: [],
      messages: [{ message: 'note' }],
      result_info: { count: 1, next_cursor: null },
      request_id: 'req_1',
    });

    const bare = successEnvelopeJson('req_"2"', Buffer.from('null')).toString('utf8');
    expect(bare).to.equal('{"success":true,"result":null,"errors":[],"messages":[],"request_id":"req_\\"2\\""}');
  });
});
