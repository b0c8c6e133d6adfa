// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
import { describe, expect, it } from 'vitest';
import { insertMention, mentionCandidates, mentionsInText, toMentionMarkup } from '../../src/client/crm/leads/mentions.ts';

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

  it('offers the members whose name contains the query, blind to case, Arabic marks and letter variants', () => {
    const members = [
      { value: 1, label: 'أحمد المنصوري' },
      { value: 2, label: 'مُحَمَّد الفلاسي' },
      { value: 3, label: 'Karim Nasser' },
    ];
    expect(mentionCandidates(members, 'احمد').map((member) => member.value)).toEqual([1]);
    expect(mentionCandidates(members, 'محمد').map((member) => member.value)).toEqual([2]);
    expect(mentionCandidates(members, 'KAR').map((member) => member.value)).toEqual([3]);
    expect(mentionCandidates(members, '', 2).map((member) => member.value)).toEqual([1, 2]);
  });
});
