#!/bin/sh
# After `git merge BRANCH` of a branch that still writes integration cases in
# the old form (tests/integration/expected/NAME.{args,out,err,rc}): take the
# old-form files BRANCH added or changed since the merge base, drop what git's
# rename detection put into tests/integration/cases/, and convert them with
# convert_cases.py (prose of existing cases kept). Then write the prose of
# the new cases (grep -l '^TODO' tests/integration/cases/*.t), run the tests,
# and commit. Usage, in the merged work tree: merge_old_cases.sh BRANCH
set -eu
branch=$1
top=$(git rev-parse --show-toplevel)
cd "$top"
base=$(git merge-base HEAD "$branch")
# old-form files that rename detection placed under cases/
for f in tests/integration/cases/*.args tests/integration/cases/*.out \
	tests/integration/cases/*.rc tests/integration/cases/*.err; do
	[ -e "$f" ] || continue
	git rm -q --cached -f -- "$f" >/dev/null 2>&1 || true
	rm -f -- "$f"
done
git checkout HEAD -- tests/integration/cases/
mkdir -p tests/integration/expected
# every file, as BRANCH has it, of each case BRANCH added or changed there
git diff --name-only --diff-filter=d "$base" "$branch" -- tests/integration/expected/ |
sed 's/\.[a-z]*$//' | sort -u |
while read -r stem; do
	for ext in args out err rc; do
		if git cat-file -e "$branch:$stem.$ext" 2>/dev/null; then
			git show "$branch:$stem.$ext" > "$stem.$ext"
		fi
	done
done
# old-form files BRANCH deleted: the case is gone there
git diff --name-only --diff-filter=D "$base" "$branch" -- tests/integration/expected/ |
while read -r p; do
	rm -f -- "$p"
	echo "merge_old_cases: $branch deleted $p: delete or keep tests/integration/cases/$(basename "${p%.*}").t by hand"
done
git rm -q -r --cached --ignore-unmatch tests/integration/expected/ >/dev/null
python3 tests/integration/convert_cases.py
git add -A tests/integration
grep -l '^TODO' tests/integration/cases/*.t || true
