# Shared by the container checks (docker-smoke.sh, kubernetes-check.sh): their progress lines and the count
# of checks passed. Source it after setting `check_name`; `fail` ends the check with its name and the reason.
passed=0
log() { printf '\n==> %s\n' "$*"; }
ok() { printf '  ok  %s\n' "$*"; }
pass() {
  passed=$((passed + 1))
  ok "$*"
}
fail() {
  printf '\n%s: FAILED: %s\n' "$check_name" "$*" >&2
  exit 1
}
