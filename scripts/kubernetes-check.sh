#!/usr/bin/env bash
# Kubernetes check of deploy/kubernetes: renders the production and staging overlays with Debian's kubectl
# 1.20 (kustomize v2.0.3, the oldest syntax the manifests keep to) and, when the machine has another
# kubectl, with that one too (the same objects, hashes aside); validates every object against Kubernetes'
# schemas offline (kubernetes-models) along with what docs/operations.md promises of the pods; then runs the
# staging overlay with `podman kube play` from the images the Docker smoke test built, checks through ports
# published on 127.0.0.1 that the app and the simulator's API answer and how the web container runs, and
# tears everything down (pods, volume) on exit; prints the pods' logs on failure. Staging's simulator must be
# closed: an allow-list on its Ingress, a NetworkPolicy, its token key from a Secret (a token signed with the
# development secret is refused by the played pod).
#   bash scripts/kubernetes-check.sh        (npm run test:kubernetes)
# Needs root the first time: installs podman and catatonit from Debian when missing, and unpacks Debian's
# kubernetes-client (kubectl 1.20) into ~/.cache/sponsorspot when no kubectl 1.20 is on PATH.
# Images: WEB_IMAGE / SIMULATOR_IMAGE (defaults as in docker-compose.yml), taken from Docker into podman
# (docker save | podman load) when podman lacks them or holds another build; built (classic builder) when
# Docker lacks them too. Host ports: KUBE_WEB_PORT / KUBE_SIM_PORT (default: free ones near 18280).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

WEB_IMAGE=${WEB_IMAGE:-sponsorspot-web:local}
SIMULATOR_IMAGE=${SIMULATOR_IMAGE:-sponsorspot-simulator:local}
NODE_IMAGE=${NODE_IMAGE:-node:22-bookworm-slim}
NGINX_IMAGE=${NGINX_IMAGE:-nginx:1.27-bookworm}
timeout_s=${KUBE_CHECK_TIMEOUT:-180}
work=$(mktemp -d)
played=0

check_name=kubernetes-check
# shellcheck source=check-lib.sh
. "$repo/scripts/check-lib.sh"

cleanup() {
  local status=$?
  if [ "$played" = 1 ]; then
    if [ "$status" != 0 ]; then
      printf '\n==> pods\n' >&2
      podman pod ps >&2 || true
      podman ps -a --format '{{.Names}} {{.Status}}' >&2 || true
      for name in $(podman ps -a --format '{{.Names}}' | grep -E '^sponsorspot-(web|simulator)-pod-0-' || true); do
        printf '\n==> logs of %s (last 100 lines)\n' "$name" >&2
        podman logs --tail 100 "$name" >&2 || true
      done
    fi
    log "tearing down (podman kube down, the volume)"
    podman kube down "$work/play.yaml" >/dev/null 2>&1 || printf 'kubernetes-check: could not take the pods down\n' >&2
    podman volume rm -f sponsorspot-simulator-data >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
  if [ "$status" = 0 ]; then
    printf '\nkubernetes-check: PASSED (%s checks)\n' "$passed"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- tools -----------------------------------------------------------------------------------------------
apt_install() {
  [ "$(id -u)" = 0 ] || fail "need root to install $*"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
missing=()
command -v podman >/dev/null || missing+=(podman)
# podman builds its pods' pause image around catatonit.
command -v catatonit >/dev/null || [ -x /usr/libexec/podman/catatonit ] || missing+=(catatonit)
command -v curl >/dev/null || missing+=(curl)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]} from Debian"
  apt_install "${missing[@]}"
fi

is_kubectl_120() { "$1" version --client --short 2>/dev/null | grep -q 'v1\.20\.'; }
# Debian's kubernetes-client is kubectl 1.20. Another package may own /usr/bin/kubectl (a newer kubectl),
# so the package is unpacked beside the repository's other caches rather than installed over it.
kubectl120=
if command -v kubectl >/dev/null && is_kubectl_120 kubectl; then
  kubectl120=$(command -v kubectl)
else
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/sponsorspot/kubernetes-client
  if ! [ -x "$cache/usr/bin/kubectl" ]; then
    log "unpacking Debian's kubernetes-client (kubectl 1.20) into $cache"
    mkdir -p "$work/deb" "$cache"
    (cd "$work/deb" && apt-get download kubernetes-client >/dev/null 2>&1) ||
      (apt-get update -qq && cd "$work/deb" && apt-get download kubernetes-client >/dev/null 2>&1) ||
      fail "apt-get download kubernetes-client failed"
    dpkg-deb -x "$work"/deb/kubernetes-client_*.deb "$cache"
  fi
  kubectl120=$cache/usr/bin/kubectl
fi
is_kubectl_120 "$kubectl120" || fail "$kubectl120 is not kubectl 1.20"
other_kubectl=
if command -v kubectl >/dev/null && [ "$(command -v kubectl)" != "$kubectl120" ]; then
  other_kubectl=$(command -v kubectl)
fi

# ---- render and validate -----------------------------------------------------------------------------------
for overlay in production staging; do
  log "rendering overlays/$overlay"
  "$kubectl120" kustomize "deploy/kubernetes/overlays/$overlay" >"$work/$overlay.yaml" 2>"$work/$overlay.err" || {
    cat "$work/$overlay.err" >&2
    fail "kubectl 1.20 kustomize deploy/kubernetes/overlays/$overlay failed"
  }
  pass "kubectl 1.20 renders overlays/$overlay"
  if [ -n "$other_kubectl" ]; then
    version=$("$other_kubectl" version --client 2>/dev/null | head -1 || true)
    "$other_kubectl" kustomize "deploy/kubernetes/overlays/$overlay" >"$work/$overlay-other.yaml" 2>"$work/$overlay-other.err" || {
      cat "$work/$overlay-other.err" >&2
      fail "$other_kubectl kustomize deploy/kubernetes/overlays/$overlay failed"
    }
    node scripts/kubernetes-manifests.mjs same "$work/$overlay.yaml" "$work/$overlay-other.yaml" >/dev/null
    pass "$other_kubectl ($version) renders the same objects"
  fi
  node scripts/kubernetes-manifests.mjs validate "$work/$overlay.yaml" "$overlay"
  pass "every object of overlays/$overlay is valid against Kubernetes' schemas, and the pods are as promised"
done

# ---- images --------------------------------------------------------------------------------------------------
have_docker_image() { docker image inspect "$1" >/dev/null 2>&1; }
image_id() { "$1" image inspect -f '{{.Id}}' "$2" 2>/dev/null | sed 's/^sha256://'; }
# podman_image DOCKER-NAME TARGET: prints the image's name in podman, loaded from Docker unless podman has this
# very build (progress goes to stderr).
podman_image() {
  local name=$1 target=$2 docker_id old_id
  if ! have_docker_image "$name"; then
    docker info >/dev/null 2>&1 || fail "no image $name in Docker, and no Docker daemon to build it (run npm run test:docker)"
    log "building $name (target $target; classic builder)" >&2
    DOCKER_BUILDKIT=0 docker build -q --target "$target" -t "$name" \
      --build-arg NODE_IMAGE="$NODE_IMAGE" --build-arg NGINX_IMAGE="$NGINX_IMAGE" . >/dev/null ||
      fail "docker build --target $target failed"
  fi
  docker_id=$(image_id docker "$name")
  old_id=$(image_id podman "localhost/$name")
  if [ "$old_id" != "$docker_id" ]; then
    log "moving $name from Docker to podman" >&2
    docker save "$name" | podman load -q >/dev/null || fail "docker save $name | podman load failed"
    # The build the name held before is left without a name: it goes.
    [ -z "$old_id" ] || podman rmi "$old_id" >/dev/null 2>&1 || true
  fi
  [ "$(image_id podman "localhost/$name")" = "$docker_id" ] || fail "podman has no localhost/$name of Docker's build"
  printf 'localhost/%s' "$name"
}
web_ref=$(podman_image "$WEB_IMAGE" web)
sim_ref=$(podman_image "$SIMULATOR_IMAGE" simulator)
ok "podman runs $web_ref and $sim_ref"

# ---- play staging --------------------------------------------------------------------------------------------
in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
free_port() {
  local port=$1
  while in_use "$port"; do port=$((port + 1)); done
  printf '%s' "$port"
}
web_port=${KUBE_WEB_PORT:-$(free_port 18280)}
sim_port=${KUBE_SIM_PORT:-$(free_port $((web_port + 1)))}
web_url="http://127.0.0.1:$web_port"
sim_url="http://127.0.0.1:$sim_port"
node scripts/kubernetes-manifests.mjs podman "$work/staging.yaml" "$web_ref" "$sim_ref" "$web_port" "$sim_port" \
  >"$work/play.yaml"

# podman raises the containers' open-file and process limits to its own defaults, which a machine with
# lower hard limits refuses (runc: "error setting rlimits"): these containers get the limits the machine
# allows instead, through a containers.conf of this run only.
nproc=$(ulimit -Hu)
[ "$nproc" = unlimited ] || [ "$nproc" -gt 32768 ] && nproc=32768
printf '[containers]\ndefault_ulimits = ["nofile=%s:%s", "nproc=%s:%s"]\n' \
  "$(ulimit -Hn)" "$(ulimit -Hn)" "$nproc" "$nproc" >"$work/containers.conf"
export CONTAINERS_CONF=$work/containers.conf

# A run that died before its teardown leaves pods and the volume behind.
podman kube down "$work/play.yaml" >/dev/null 2>&1 || true
podman volume rm -f sponsorspot-simulator-data >/dev/null 2>&1 || true

log "podman kube play overlays/staging (web on $web_url, simulator on $sim_url)"
played=1
# podman logs a systemd error for the images' health checks where systemd does not run; harmless.
podman kube play "$work/play.yaml" >"$work/play.log" 2>&1 || {
  cat "$work/play.log" >&2
  fail "podman kube play failed"
}

wait_for() { # URL WHAT
  local deadline=$(($(date +%s) + timeout_s))
  until curl -fsS --max-time 5 -o /dev/null "$1" 2>/dev/null; do
    [ "$(date +%s)" -lt "$deadline" ] || fail "$2 did not answer $1 within ${timeout_s} s"
    sleep 2
  done
}
wait_for "$sim_url/health" "the simulator"
wait_for "$web_url/healthz" "the web pod"
pass "both pods answer their probes' paths (/health, /healthz) on 127.0.0.1"

# ---- checks --------------------------------------------------------------------------------------------------
fetch() { # NAME URL [curl args...]
  local name=$1 url=$2
  shift 2
  curl -sS --max-time 10 -o "$work/$name.body" -w '%{http_code}' "$@" "$url" >"$work/$name.status" ||
    fail "GET $url: no answer"
}
expect() { # NAME STATUS FIXED-STRING WHAT
  local got
  got=$(cat "$work/$1.status")
  [ "$got" = "$2" ] || fail "$4: expected HTTP $2, got $got ($(head -c 300 "$work/$1.body"))"
  [ -z "$3" ] || grep -Fq -- "$3" "$work/$1.body" || fail "$4: body lacks '$3': $(head -c 300 "$work/$1.body")"
}

fetch index "$web_url/marketplace"
expect index 200 '<div id="root">' "GET /marketplace from the web pod"
fetch config "$web_url/config.js"
expect config 200 '"environment": "staging"' "GET /config.js"
expect config 200 '"apiBaseUrl": "https://sim.staging.sponsorspot.example.com"' "GET /config.js"
pass "the web pod serves the app with the staging ConfigMap's configuration"

web_container=sponsorspot-web-pod-0-web
uid=$(podman exec "$web_container" sh -c 'awk "/^Uid:/ { print \$2 }" /proc/1/status')
[ -n "$uid" ] && [ "$uid" != 0 ] || fail "nginx runs as uid '$uid' in the web pod"
if podman exec "$web_container" sh -c 'echo x >/usr/share/nginx/html/written-at-runtime' 2>/dev/null; then
  fail "the web pod could write into its root filesystem"
fi
pass "the web pod runs nginx as uid $uid on a read-only root filesystem"

fetch search "$sim_url/sponsor/api/v1/spot/search/" -X POST -H 'X-Tenant-Id: sponsor-spot' \
  -H 'Content-Type: application/json' --data '{"pageNumber":1,"pageSize":5}'
expect search 200 '"spots":[{' "POST /sponsor/api/v1/spot/search/ on the simulator pod"
pass "the simulator pod answers the marketplace search from the demo scenario"

fetch scenarios "$sim_url/__sim/scenarios"
expect scenarios 200 '"current":"demo"' "GET /__sim/scenarios"
fetch rebound "$sim_url/__sim/scenarios" -H 'Host: rebound.attacker.example'
expect rebound 421 '"code":"host_not_allowed"' "GET /__sim/scenarios with a foreign Host"
pass "the control API is on, and refuses a foreign Host (421)"

# The simulator signs with the Secret's key: the administrator's own token works, and the same claims signed
# with the development secret (published in this repository) are refused.
fetch login "$sim_url/presence/api/v1/auth/login" -X POST -H 'X-Tenant-Id: sponsor-spot' \
  -H 'Content-Type: application/json' --data '{"email":"admin@sponsorspot.test","password":"Admin!2026"}'
expect login 200 '"jwt":"' "POST /presence/api/v1/auth/login as the seeded administrator"
development_secret=$(grep -o "DEFAULT_JWT_SECRET = '[^']*'" simulator/src/config.ts | cut -d"'" -f2)
[ -n "$development_secret" ] || fail "no DEFAULT_JWT_SECRET in simulator/src/config.ts"
token=$(node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).jwt)' "$work/login.body")
forged=$(node -e '
  const { createHmac } = require("node:crypto");
  const [header, payload] = process.argv[1].split(".");
  const signature = createHmac("sha256", process.argv[2]).update(`${header}.${payload}`).digest("base64url");
  process.stdout.write(`${header}.${payload}.${signature}`);
' "$token" "$development_secret")
fetch own "$sim_url/presence/api/v1/auth/user" -H 'X-Tenant-Id: sponsor-spot' -H "Authorization: Bearer $token"
expect own 200 '"email":"admin@sponsorspot.test"' "GET auth/user with the administrator's token"
fetch forged "$sim_url/presence/api/v1/auth/user" -H 'X-Tenant-Id: sponsor-spot' -H "Authorization: Bearer $forged"
expect forged 401 '"code":"token_invalid"' "GET auth/user with the same claims signed with the development secret"
pass "the simulator signs with the Secret's key: a token signed with the development secret is refused"

podman exec sponsorspot-simulator-pod-0-simulator test -f /data/sponsorspot.db ||
  fail "the simulator's database is not on its volume (/data)"
pass "the simulator's database is on the persistent volume"
