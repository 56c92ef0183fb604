import { expect } from 'chai';
import { questionTopic } from './question-topic.ts';

describe('facets: the topic of a question', () => {
  it('leaves out the city and the price ceiling, which say where and how much rather than what', () => {
    expect(questionTopic('Ich suche eine Wohnung in München unter 1500 Euro')).to.equal('Ich suche eine Wohnung in');
    expect(questionTopic('gaming laptop under 1000 €')).to.equal('gaming laptop');
    expect(questionTopic('wedding photographer amsterdam')).to.equal('wedding photographer');
  });

  it('is the question itself when nothing else is left, or nothing was left out', () => {
    expect(questionTopic('Berlin')).to.equal('Berlin');
    expect(questionTopic('Klempner für einen Rohrbruch')).to.equal('Klempner für einen Rohrbruch');
  });
});
