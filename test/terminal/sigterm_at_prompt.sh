#!/usr/bin/env bash
# Sends SIGTERM, then in a second session SIGHUP, to the shell waiting at its interactive prompt in a real terminal
# (tmux plays it) and checks that it ends with the status a shell reports for the signal (128 + its number), where
# Ctrl-C only starts a new prompt. The signal comes right after a Ctrl-C, while the shell starts its new prompt,
# and in a third session right after a statement was entered, while it runs or the next prompt starts: the
# handlers serve the shell's whole life, so no moment lets a signal be missed or end the shell by its default
# action. Usage: sigterm_at_prompt.sh TABULA
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

# tmux sometimes never collects the status of a pane's process that has ended, so the shell runs under a
# wrapper that writes how it ended to $work/status.$session: its exit status, or "signal N" when the signal's
# default action ended it. The shell gets a process group of its own in the terminal's foreground, as a shell
# with job control starts it: libedit passes each signal it catches on to the whole group.
cat > "$work/record_status.py" <<'PY'
import os, signal, subprocess, sys

def own_foreground_group():
    os.setpgid(0, 0)
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)  # a background group may take the terminal only so
    os.tcsetpgrp(0, os.getpgrp())
    signal.signal(signal.SIGTTOU, signal.SIG_DFL)

code = subprocess.run(sys.argv[2:], preexec_fn=own_foreground_group).returncode
with open(sys.argv[1] + ".tmp", "w") as out:
    out.write(str(code) if code >= 0 else "signal %d" % -code)
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
PY

# Starts the shell in a new session named $session; sets pid.
start_shell() {
  tmux -S "$socket" new-session -d -s "$session" -x 120 -y 20 \
    "HOME='$work' exec python3 '$work/record_status.py' '$work/status.$session' '$tabula'"
  tmux -S "$socket" set-option -t "$session" remain-on-exit on
  wait_for "tabula>"
  pid=$(pgrep -P "$(tmux -S "$socket" display-message -p -t "$session" '#{pane_pid}')")
}

alive() { [ ! -e "$work/status.$session" ]; }

# Waits for the shell to end and checks its status was 128 + the number of signal $1.
expect_ended_by() {
  local signal=$1 what=$2
  for _ in $(seq 1 50); do
    alive || break
    sleep 0.1
  done
  local status expected=$((128 + $(kill -l "$signal")))
  status=$(cat "$work/status.$session" 2>/dev/null || echo "none: the shell goes on")
  if [ "$status" != "$expected" ]; then
    echo "after SIG$signal $what the shell's status was '$status', expected $expected"
    exit 1
  fi
}

for signal in TERM HUP; do
  session="prompt_$signal"
  start_shell
  kill -INT "$pid"  # Ctrl-C at the prompt: a new prompt, the shell goes on
  sleep 0.2
  if ! alive; then
    echo "SIGINT at the prompt ended the shell"
    exit 1
  fi
  kill -INT "$pid"
  kill "-$signal" "$pid"
  expect_ended_by "$signal" "just after a Ctrl-C at the prompt"
done

session=after_statement
start_shell
tmux -S "$socket" send-keys -t "$session" -l "select 1 as one"
tmux -S "$socket" send-keys -t "$session" '\;' Enter
kill -TERM "$pid"
expect_ended_by TERM "just after a statement was entered"
echo "SIGTERM and SIGHUP at the prompt end the shell with 143 and 129"
