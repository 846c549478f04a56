#!/usr/bin/env bash
# Sends SIGTERM, then in a second session SIGHUP, to the shell waiting at its interactive prompt in a real terminal
# (tmux plays it) and checks that it ends with the status a shell reports for the signal (128 + its number), where
# Ctrl-C only starts a new prompt. Usage: sigterm_at_prompt.sh TABULA
set -euo pipefail
tabula=$1
command -v tmux >/dev/null || { echo "skipped: tmux is not installed"; exit 77; }
work=$(mktemp -d)
socket="$work/tmux.sock"
trap 'tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# Waits until the pane shows `text`; fails after five seconds.
wait_for() {
  local text=$1
  for _ in $(seq 1 50); do
    if tmux -S "$socket" capture-pane -t "$session" -p | grep -qF -- "$text"; then return 0; fi
    sleep 0.1
  done
  echo "the pane never showed '$text':"
  tmux -S "$socket" capture-pane -t "$session" -p
  exit 1
}

for signal in TERM HUP; do
  session="prompt_$signal"
  tmux -S "$socket" new-session -d -s "$session" -x 120 -y 20 "HOME='$work' exec '$tabula'"
  tmux -S "$socket" set-option -t "$session" remain-on-exit on
  wait_for "tabula>"
  pid=$(tmux -S "$socket" display-message -p -t "$session" '#{pane_pid}')
  kill -INT "$pid"  # Ctrl-C at the prompt: a new prompt, the shell goes on
  sleep 0.2
  if [ "$(tmux -S "$socket" display-message -p -t "$session" '#{pane_dead}')" != 0 ]; then
    echo "SIGINT at the prompt ended the shell"
    exit 1
  fi
  kill "-$signal" "$pid"
  for _ in $(seq 1 50); do
    [ "$(tmux -S "$socket" display-message -p -t "$session" '#{pane_dead}')" = 1 ] && break
    sleep 0.1
  done
  status=$(tmux -S "$socket" display-message -p -t "$session" '#{pane_dead_status}')
  expected=$((128 + $(kill -l "$signal")))
  if [ "$status" != "$expected" ]; then
    echo "after SIG$signal at the prompt the shell's status was '$status', expected $expected"
    exit 1
  fi
done
echo "SIGTERM and SIGHUP at the prompt end the shell with 143 and 129"
