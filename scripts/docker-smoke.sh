#!/usr/bin/env bash
# Smoke test of the containers: builds both images (classic builder), checks that compose publishes both
# ports on 127.0.0.1 only, starts docker-compose.yml under a unique project name, waits for both health
# checks, then checks that the web container runs nginx as a non-root user on a read-only root filesystem
# and, through the published ports, that the app loads, /config.js reflects the compose environment, the
# SPA fallback, caching and /cms redirect work, the app and the simulator's control API refuse a foreign
# Host (421) and the simulator answers the marketplace search (with CORS for the app's origin).
# Tears everything down (containers, network, volume) on exit; prints the containers' logs on failure.
#   bash scripts/docker-smoke.sh          (npm run test:docker)
# Needs: docker (daemon running), docker-compose v1.29+ or `docker compose`, curl.
# Host ports: 8080 and 3000 as in docker-compose.yml; when one is taken the test moves to a free one
# (WEB_HOST_PORT / SIMULATOR_HOST_PORT, which docker-compose.yml follows), or set them yourself.
# Base images: NODE_IMAGE / NGINX_IMAGE (defaults: the official images). When they are missing and no
# registry answers, ../shared/tools/docker-standins.sh (next to the repository) builds local stand-ins.
# Tags of the images built: WEB_IMAGE / SIMULATOR_IMAGE (defaults as in docker-compose.yml); the
# Kubernetes check (scripts/kubernetes-check.sh) runs the same images.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"

NODE_IMAGE=${NODE_IMAGE:-node:22-bookworm-slim}
NGINX_IMAGE=${NGINX_IMAGE:-nginx:1.27-bookworm}
WEB_IMAGE=${WEB_IMAGE:-sponsorspot-web:local}
SIMULATOR_IMAGE=${SIMULATOR_IMAGE:-sponsorspot-simulator:local}
export NODE_IMAGE NGINX_IMAGE WEB_IMAGE SIMULATOR_IMAGE
# Compose's own defaults: the bind addresses are never taken from the caller's environment here.
unset WEB_BIND_ADDRESS SIMULATOR_BIND_ADDRESS
tenant_header='X-Tenant-Id: sponsor-spot'
health_timeout=${SMOKE_HEALTH_TIMEOUT:-180}
project="sponsorspotsmoke$$$(date +%s)"
work=$(mktemp -d)
started=0

check_name=docker-smoke
# shellcheck source=check-lib.sh
. "$repo/scripts/check-lib.sh"

if command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
elif docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
else
  fail "neither docker-compose nor 'docker compose' is installed"
fi
compose+=(-p "$project" -f "$repo/docker-compose.yml")

cleanup() {
  local status=$?
  if [ "$started" = 1 ]; then
    if [ "$status" != 0 ]; then
      printf '\n==> container state\n' >&2
      "${compose[@]}" ps >&2 || true
      printf '\n==> container logs (last 200 lines each)\n' >&2
      "${compose[@]}" logs --no-color --tail=200 >&2 || true
    fi
    log "tearing down (docker-compose down -v)"
    "${compose[@]}" down -v --remove-orphans >/dev/null 2>&1 || printf 'docker-smoke: could not tear down project %s\n' "$project" >&2
  fi
  rm -rf "$work"
  if [ "$status" = 0 ]; then
    printf '\ndocker-smoke: PASSED (%s checks)\n' "$passed"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- prerequisites -----------------------------------------------------------------------------------
command -v curl >/dev/null 2>&1 || fail "curl is not installed"
docker info >/dev/null 2>&1 || fail "no Docker daemon answers (is dockerd running? can this user reach it?)"

in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# host_port VARIABLE DEFAULT: the port named by VARIABLE, else DEFAULT when free, else a free one near 18000.
host_port() {
  local port=${!1:-}
  if [ -n "$port" ]; then
    in_use "$port" && fail "$1=$port is already in use on 127.0.0.1"
  else
    port=$2
    if in_use "$port"; then
      port=$((18000 + $2 % 1000))
      while in_use "$port"; do port=$((port + 1)); done
      printf 'docker-smoke: port %s is taken; publishing on %s instead (%s)\n' "$2" "$port" "$1" >&2
    fi
  fi
  printf '%s' "$port"
}
WEB_HOST_PORT=$(host_port WEB_HOST_PORT 8080)
SIMULATOR_HOST_PORT=$(host_port SIMULATOR_HOST_PORT 3000)
export WEB_HOST_PORT SIMULATOR_HOST_PORT
web_url="http://127.0.0.1:$WEB_HOST_PORT"
sim_url="http://127.0.0.1:$SIMULATOR_HOST_PORT"
# What the browser is told in docker-compose.yml.
public_sim="http://localhost:$SIMULATOR_HOST_PORT"
public_web="http://localhost:$WEB_HOST_PORT"

have_image() { docker image inspect "$1" >/dev/null 2>&1; }
if ! have_image "$NODE_IMAGE" || ! have_image "$NGINX_IMAGE"; then
  standins="$repo/../shared/tools/docker-standins.sh"
  if [ -f "$standins" ]; then
    log "base images missing: building local stand-ins with $standins"
    bash "$standins" || fail "$standins could not provide the base images"
  else
    log "base images missing: pulling $NODE_IMAGE and $NGINX_IMAGE"
    if ! { docker pull "$NODE_IMAGE" && docker pull "$NGINX_IMAGE"; }; then
      fail "base images $NODE_IMAGE / $NGINX_IMAGE are neither present nor pullable, and $standins does not exist"
    fi
  fi
  if ! have_image "$NODE_IMAGE" || ! have_image "$NGINX_IMAGE"; then
    fail "base images $NODE_IMAGE / $NGINX_IMAGE are still missing"
  fi
fi

# ---- build ---------------------------------------------------------------------------------------------
build() { # TARGET TAG
  local begin end
  begin=$(date +%s)
  log "building target $1 as $2 (classic builder)"
  if ! DOCKER_BUILDKIT=0 docker build --target "$1" -t "$2" \
    --build-arg NODE_IMAGE="$NODE_IMAGE" --build-arg NGINX_IMAGE="$NGINX_IMAGE" . >"$work/build-$1.log" 2>&1; then
    tail -60 "$work/build-$1.log" >&2
    fail "docker build --target $1 failed (last lines above)"
  fi
  end=$(date +%s)
  ok "built $2 in $((end - begin)) s"
}
# Tags as docker-compose.yml names them, so `up --no-build` runs exactly these images.
build simulator "$SIMULATOR_IMAGE"
build web "$WEB_IMAGE"
# Source maps would publish the whole source from the image.
maps=$(docker run --rm --entrypoint find "$WEB_IMAGE" /usr/share/nginx/html -name '*.map')
[ -z "$maps" ] || fail "the web image holds source maps: $maps"
ok "the web image holds no source maps"
image_user=$(docker image inspect -f '{{.Config.User}}' "$WEB_IMAGE")
case $image_user in
  0 | 0:* | root | root:* | '') fail "the web image runs as root (USER '$image_user')" ;;
  [0-9]*) ok "the web image's user is numeric and not root ($image_user)" ;;
  *) fail "the web image's user '$image_user' is not numeric: Kubernetes cannot check runAsNonRoot" ;;
esac

# ---- closed by default -----------------------------------------------------------------------------------
log "checking compose's rendered config"
"${compose[@]}" config >"$work/compose-config.yml" 2>"$work/compose-config.err" || {
  cat "$work/compose-config.err" >&2
  fail "docker-compose config failed"
}
# published SERVICE TARGET: the host address and port of a published port in the rendered config, as
# "address:port" (compose v1 prints "127.0.0.1:3000:3000/tcp", v2 a mapping with host_ip and published).
published() {
  node --input-type=module -e '
    import { readFileSync } from "node:fs";
    import { parse } from "yaml";
    const [file, service, target] = process.argv.slice(1);
    for (const port of parse(readFileSync(file, "utf8")).services[service]?.ports ?? []) {
      if (typeof port === "string") {
        const m = /^(?:(.*):)?(\d+):(\d+)(?:\/\w+)?$/.exec(port);
        if (m && m[3] === target) console.log(`${m[1] ?? "0.0.0.0"}:${m[2]}`);
      } else if (String(port.target) === target) {
        console.log(`${port.host_ip ?? "0.0.0.0"}:${port.published}`);
      }
    }' "$1" "$2" "$3"
}
got=$(cd "$repo" && published "$work/compose-config.yml" simulator 3000)
[ "$got" = "127.0.0.1:$SIMULATOR_HOST_PORT" ] ||
  fail "compose publishes the simulator on '$got', not 127.0.0.1:$SIMULATOR_HOST_PORT only"
got=$(cd "$repo" && published "$work/compose-config.yml" web 8080)
[ "$got" = "127.0.0.1:$WEB_HOST_PORT" ] || fail "compose publishes the app on '$got', not 127.0.0.1:$WEB_HOST_PORT only"
SIMULATOR_BIND_ADDRESS=0.0.0.0 "${compose[@]}" config >"$work/compose-open.yml" 2>/dev/null
got=$(cd "$repo" && published "$work/compose-open.yml" simulator 3000)
[ "$got" = "0.0.0.0:$SIMULATOR_HOST_PORT" ] || fail "SIMULATOR_BIND_ADDRESS=0.0.0.0 does not open the simulator's port ($got)"
pass "compose publishes the simulator and the app on 127.0.0.1 only (SIMULATOR_BIND_ADDRESS opens it)"

# ---- start ---------------------------------------------------------------------------------------------
log "starting compose project $project"
started=1
"${compose[@]}" up -d --no-build >"$work/up.log" 2>&1 || {
  cat "$work/up.log" >&2
  fail "docker-compose up failed"
}

wait_healthy() { # SERVICE
  local id state deadline
  id=$("${compose[@]}" ps -q "$1")
  [ -n "$id" ] || fail "service $1 has no container"
  deadline=$(($(date +%s) + health_timeout))
  while :; do
    state=$(docker inspect -f '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}' "$id")
    case $state in
      "running healthy") ok "$1 is healthy" && return 0 ;;
      "running none") fail "service $1 has no health check" ;;
      *unhealthy) fail "service $1 is unhealthy" ;;
      exited* | dead*) fail "service $1 stopped ($state)" ;;
    esac
    [ "$(date +%s)" -lt "$deadline" ] || fail "service $1 not healthy after ${health_timeout} s (state: $state)"
    sleep 2
  done
}
log "waiting for the health checks (up to ${health_timeout} s each)"
wait_healthy simulator
wait_healthy web

log "checking how the containers run"
web_id=$("${compose[@]}" ps -q web)
sim_id=$("${compose[@]}" ps -q simulator)
[ "$(docker inspect -f '{{.HostConfig.ReadonlyRootfs}}' "$web_id")" = true ] ||
  fail "the web container's root filesystem is not read-only"
if docker exec "$web_id" sh -c 'echo x >/usr/share/nginx/html/written-at-runtime' 2>/dev/null; then
  fail "the web container could write into its root filesystem"
fi
# The nginx master is PID 1 (the entrypoint execs it); its workers run as the same user.
nginx_uids=$(docker exec "$web_id" sh -c 'for p in /proc/[0-9]*; do
  if [ "$(cat "$p/comm" 2>/dev/null)" = nginx ]; then awk "/^Uid:/ { print \$2 }" "$p/status"; fi; done' |
  sort -u | tr '\n' ' ')
[ -n "$nginx_uids" ] || fail "no nginx process found in the web container"
case " $nginx_uids" in *" 0 "*) fail "nginx runs as root in the web container (uids: $nginx_uids)" ;; esac
pass "the web container runs nginx as uid ${nginx_uids% } on a read-only root filesystem"
for id in "$web_id" "$sim_id"; do
  bindings=$(docker inspect -f '{{range $port, $b := .NetworkSettings.Ports}}{{range $b}}{{.HostIp}} {{end}}{{end}}' "$id")
  for ip in $bindings; do
    [ "$ip" = 127.0.0.1 ] || fail "container $id publishes a port on $ip"
  done
done
pass "both containers publish their ports on 127.0.0.1 only"

# ---- checks --------------------------------------------------------------------------------------------
# fetch NAME URL [curl args...]: status in $work/NAME.status, headers in NAME.headers, body in NAME.body.
fetch() {
  local name=$1 url=$2
  shift 2
  curl -sS --max-time 10 -o "$work/$name.body" -D "$work/$name.headers" -w '%{http_code}' "$@" "$url" \
    >"$work/$name.status" || fail "GET $url: no answer"
}
expect_status() { # NAME STATUS WHAT
  local got
  got=$(cat "$work/$1.status")
  [ "$got" = "$2" ] || fail "$3: expected HTTP $2, got $got ($(head -c 300 "$work/$1.body"))"
}
expect_header() { # NAME HEADER-REGEX WHAT
  grep -Eiq "$2" "$work/$1.headers" || fail "$3: no header matching '$2' in: $(tr -d '\r' <"$work/$1.headers")"
}
expect_body() { # NAME FIXED-STRING WHAT
  grep -Fq -- "$2" "$work/$1.body" || fail "$3: body lacks '$2': $(head -c 300 "$work/$1.body")"
}

log "checking the app through the web container ($web_url)"
fetch index "$web_url/"
expect_status index 200 "GET /"
expect_body index '<div id="root">' "GET /"
expect_header index '^cache-control: no-store' "GET /"
expect_header index "^content-security-policy: .*connect-src [^;]*$public_sim" "GET /"
expect_header index '^x-frame-options: DENY' "GET /"
pass "GET / serves the app (root element, no-store, CSP allows the simulator)"

asset=$(grep -oE '/assets/[^"]+\.js' "$work/index.body" | head -1)
[ -n "$asset" ] || fail "index.html names no /assets/*.js script"
fetch asset "$web_url$asset"
expect_status asset 200 "GET $asset"
expect_header asset '^cache-control: public, max-age=31536000, immutable' "GET $asset"
pass "GET $asset is cached for a year"

fetch missing "$web_url/assets/does-not-exist.js"
expect_status missing 404 "GET /assets/does-not-exist.js"
pass "a missing asset is a 404"

fetch config "$web_url/config.js"
expect_status config 200 "GET /config.js"
expect_header config '^cache-control: no-store' "GET /config.js"
expect_body config 'window.__SPONSORSPOT_CONFIG__' "GET /config.js"
expect_body config "\"apiBaseUrl\": \"$public_sim\"" "GET /config.js"
expect_body config "\"cmsUrl\": \"$public_sim/content\"" "GET /config.js"
expect_body config '"stripePublishableKey": "pk_sim_sponsorspot"' "GET /config.js"
expect_body config "\"simulatorUrl\": \"$public_sim\"" "GET /config.js"
expect_body config '"environment": "development"' "GET /config.js"
pass "/config.js reflects the compose environment"

for route in /marketplace /account/profile /order/1; do
  fetch route "$web_url$route"
  expect_status route 200 "GET $route"
  expect_body route '<div id="root">' "GET $route"
  expect_header route '^cache-control: no-store' "GET $route"
done
pass "SPA fallback: /marketplace, /account/profile, /order/1 serve index.html"

fetch cms "$web_url/cms/x?y=1"
expect_status cms 302 "GET /cms/x?y=1"
expect_header cms "^location: $public_sim/content/x\\?y=1" "GET /cms/x?y=1"
pass "/cms/x?y=1 redirects to $public_sim/content/x?y=1"

fetch content "$sim_url/content/x?y=1"
expect_status content 200 "GET the CMS redirect target"
pass "the redirect target answers (the simulator's content stand-in)"

fetch healthz "$web_url/healthz"
expect_status healthz 200 "GET /healthz"
expect_body healthz ok "GET /healthz"
pass "/healthz answers ok"

fetch webrebound "$web_url/config.js" -H 'Host: rebound.attacker.example'
expect_status webrebound 421 "GET /config.js with a foreign Host"
expect_body webrebound '"code":"host_not_allowed"' "GET /config.js with a foreign Host"
pass "the app answers only its own host names (421 host_not_allowed to a foreign Host)"

log "checking the simulator ($sim_url)"
fetch search "$sim_url/sponsor/api/v1/spot/search/" -X POST -H "$tenant_header" \
  -H 'Content-Type: application/json' -H "Origin: $public_web" --data '{"pageNumber":1,"pageSize":5}'
expect_status search 200 "POST /sponsor/api/v1/spot/search/"
expect_body search '"spots":[{' "POST /sponsor/api/v1/spot/search/"
grep -Eq '"totalCount":[1-9]' "$work/search.body" ||
  fail "POST /sponsor/api/v1/spot/search/: no spots in the demo scenario: $(head -c 300 "$work/search.body")"
expect_header search "^access-control-allow-origin: $public_web" "CORS for the app's origin"
pass "the marketplace search returns the demo scenario's spots, with CORS for $public_web"

fetch notenant "$sim_url/sponsor/api/v1/spot/search/" -X POST -H 'Content-Type: application/json' --data '{}'
expect_status notenant 400 "POST spot/search/ without the tenant header"
pass "the simulator refuses a request without the tenant header"

fetch scenarios "$sim_url/__sim/scenarios"
expect_status scenarios 200 "GET /__sim/scenarios"
fetch rebound "$sim_url/__sim/scenarios" -H 'Host: rebound.attacker.example'
expect_status rebound 421 "GET /__sim/scenarios with a foreign Host"
expect_body rebound '"code":"host_not_allowed"' "GET /__sim/scenarios with a foreign Host"
pass "the control API answers its own host names and refuses a foreign Host (421 host_not_allowed)"
