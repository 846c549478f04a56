#!/usr/bin/env bash
# Types a query holding non-ASCII text at the interactive prompt, as a user in a terminal does (tmux plays the
# terminal), and checks that every byte reached the statement: the rows of 'Zürich' and '東京 🎉' come back, not
# those of the 'Zrich' a shell that drops multibyte characters would look for. The environment names no locale,
# as in a bare container. Usage: type_utf8_at_prompt.sh TABULA
set -euo pipefail
tabula=$1
command -v tmux >/dev/null || { echo "skipped: tmux is not installed"; exit 77; }
work=$(mktemp -d)
socket="$work/tmux.sock"
trap 'tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
printf '1,Zürich\n2,Zrich\n3,東京 🎉\n' > "$work/cities.csv"

tmux -S "$socket" -u new-session -d -s prompt -x 200 -y 40 \
  "env -u LANG -u LC_ALL -u LC_CTYPE HOME='$work' '$tabula' --format csv"
type_line() {  # the text, then Enter; a ';' ending a send-keys argument is tmux's own separator unless escaped
  local text=$1
  [ "${text: -1}" = ";" ] && text="${text%;}\\;"
  tmux -S "$socket" send-keys -t prompt -l -- "$text"
  tmux -S "$socket" send-keys -t prompt Enter
}
type_line "create table cities (id int, name string) with ('connector' = 'filesystem', 'path' = '$work/cities.csv', 'format' = 'csv');"
type_line "select id, name from cities where name = 'Zürich' or name = '東京 🎉' order by id;"
expected=$'id,name\n1,Zürich\n3,東京 🎉'
for _ in $(seq 1 50); do
  screen=$(tmux -S "$socket" capture-pane -t prompt -p -J 2>/dev/null || true)
  if grep -qF '3,東京 🎉' <<<"$screen"; then break; fi
  sleep 0.1
done
rows=$(grep -E '^(id,name|[0-9]+,)' <<<"$screen" || true)
if [ "$rows" != "$expected" ]; then
  echo "typed at the prompt, the query returned:"
  echo "$rows"
  echo "expected:"
  echo "$expected"
  echo "screen:"
  echo "$screen"
  exit 1
fi
type_line ".quit"
echo "the UTF-8 text typed at the prompt reached the statement byte for byte"
