// Commit subjects stay short enough that `git log --oneline` reads as a table of contents: at most
// 72 characters, the why and the figures in the body (docs/architecture.md "Habits"). Checked for
// every commit after BASELINE, the last commit before the rule was kept; a shallow clone that lacks
// it checks the commits it has from after BASELINE's date. Fails when it checked no commit at all.
import { execFileSync } from 'node:child_process';

const BASELINE = '4aebfe0';
const BASELINE_DATE = '2026-11-25T14:42:56Z';
const MAX_SUBJECT = 72;

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });

function hasCommit(ref: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${ref}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const range = hasCommit(BASELINE) ? [`${BASELINE}..HEAD`] : [`--since=${BASELINE_DATE}`, 'HEAD'];
const commits = git('log', '--format=%h%x09%s', ...range)
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [hash, ...subject] = line.split('\t');
    return { hash: hash!, subject: subject.join('\t') };
  });

if (commits.length === 0) {
  console.error(`No commit after ${BASELINE} to check: is this a git checkout with its history?`);
  process.exit(1);
}
const long = commits.filter((commit) => [...commit.subject].length > MAX_SUBJECT);
for (const commit of long) console.error(`${commit.hash} subject is ${[...commit.subject].length} characters: ${commit.subject}`);
console.log(`${commits.length} commit subjects checked, ${long.length} over ${MAX_SUBJECT} characters`);
process.exit(long.length === 0 ? 0 : 1);
