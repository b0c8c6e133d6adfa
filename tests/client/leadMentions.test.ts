import { describe, expect, it } from 'vitest';
import { insertMention, mentionsInText, toMentionMarkup } from '../../src/client/crm/leads/mentions.ts';

const sara = { id: 5, full_name: 'Sara' };
const saraAli = { id: 6, full_name: 'Sara Ali' };

describe('mentions in the note box', () => {
  it('writes the chosen member as @Name in place of the typed @query', () => {
    expect(insertMention('Call @sa today', 8, saraAli)).toEqual({ text: 'Call @Sara Ali  today', caret: 15 });
  });

  it('sends each @Name of a chosen member as the server’s token, the longer name first', () => {
    expect(toMentionMarkup('@Sara Ali and @Sara, not @Sarah', [sara, saraAli])).toBe('@[Sara Ali](user:6) and @[Sara](user:5), not @Sarah');
  });

  it('mentions no one whose name was edited away, and leaves unchosen names as typed', () => {
    expect(mentionsInText('Ask @Sara A about it', [saraAli])).toEqual([]);
    expect(toMentionMarkup('Ask @Sara A about it', [saraAli])).toBe('Ask @Sara A about it');
    expect(mentionsInText('@Sara Ali, @Sara Ali', [saraAli])).toEqual([saraAli]);
  });
});
