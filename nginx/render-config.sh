#!/bin/sh
# Renders SponsorSpot's runtime configuration from the environment: the app's /config.js and nginx's
# server config (listen port, CMS redirect target, Content-Security-Policy, optional API proxy).
# The web image runs it at container start (/docker-entrypoint.d/40-sponsorspot.sh); the native nginx
# test (simulator/testing/native-nginx.ts) runs the same script into a temporary directory.
#
# Settings (environment variable, default, meaning):
#   API_BASE_URL            http://localhost:3000, or '' when API_PROXY_TARGET is set
#                           Base URL the app calls: '' (same origin) or an http(s) URL without a trailing slash.
#   TENANT_HEADER           X-Tenant-Id           Name of the tenant header sent with every API request.
#   TENANT_ID               sponsor-spot          Value of the tenant header.
#   CMS_URL                 http://localhost:3000/content
#                           Content site: an http(s) URL or a path; /cms/<rest> redirects to CMS_URL/<rest>.
#   STRIPE_PUBLISHABLE_KEY  pk_sim_sponsorspot    Stripe publishable key; a pk_sim_ key uses the simulator's
#                           Stripe stand-in (served from the API origin, which the CSP then allows).
#   OAUTH_SIMULATOR_URL     ''                    OAuth stand-in of the simulator ('' = real providers).
#   OAUTH_CLIENT_IDS        ''                    Social sign-in client ids: "google=id1,github=id2".
#   APP_ENVIRONMENT         production            Environment name shown by the app (letters, digits, . _ -).
#   WEB_PORT                8080                  Port nginx listens on (above 1024: nginx runs unprivileged).
#   WEB_ALLOWED_HOSTS       localhost,127.0.0.1,::1
#                           Host names (no ports) the app answers to, separated by commas; any other Host
#                           gets 421, except /healthz (probes name the pod's address).
#   API_PROXY_TARGET        ''                    Backend origin (http(s)://host[:port]); when set nginx proxies
#                           /presence/api/, /account/api/, /sponsor/api/ and /public/ to it.
# Locations:
#   SPONSORSPOT_CONF_DIR     /etc/nginx/conf.d      gets sponsorspot.conf (include it in http {}) and
#                                                   sponsorspot.d/ (its includes)
#   SPONSORSPOT_RUN_DIR      /run/sponsorspot       gets config.js (served as /config.js)
#   SPONSORSPOT_HTML_DIR     /usr/share/nginx/html  the built app (read only)
#   SPONSORSPOT_TEMPLATE_DIR the script's directory the templates
# Exits non-zero, naming the variable, when a value is invalid; writes nothing in that case.
set -eu

fail() {
  printf 'render-config: %s\n' "$*" >&2
  exit 1
}

nl='
'
# matches ERE VALUE: VALUE is one line and matches ERE as a whole.
matches() {
  case $2 in *"$nl"*) return 1 ;; esac
  printf '%s\n' "$2" | grep -Eq -- "^($1)\$"
}

origin_re='https?://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?)(:[0-9]{1,5})?'
path_re="(/[A-Za-z0-9._~%!*+,=:@-]+)*"
fs_path_re='/[A-Za-z0-9._/-]*'

# Origin (scheme://host[:port]) of an http(s) URL.
origin_of() {
  printf '%s\n' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'
}

# JSON string literal of a value (the validation below already keeps quotes, backslashes and control
# characters out; escaping them here keeps config.js valid whatever a future rule lets through).
json_str() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# Escapes a value for the replacement side of a sed s||| command.
sed_repl() {
  printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'
}

# ---- read and validate ---------------------------------------------------------------------------------
API_PROXY_TARGET=${API_PROXY_TARGET-}
if [ -n "$API_PROXY_TARGET" ] && ! matches "$origin_re" "$API_PROXY_TARGET"; then
  fail "API_PROXY_TARGET must be empty or an http(s) origin such as http://simulator:3000 (no path, no trailing slash), got '$API_PROXY_TARGET'"
fi

if [ -n "$API_PROXY_TARGET" ]; then
  API_BASE_URL=${API_BASE_URL-}
else
  API_BASE_URL=${API_BASE_URL-http://localhost:3000}
fi
if [ -n "$API_BASE_URL" ] && ! matches "$origin_re$path_re" "$API_BASE_URL"; then
  fail "API_BASE_URL must be empty (same origin) or an http(s) URL without a trailing slash, got '$API_BASE_URL'"
fi

TENANT_HEADER=${TENANT_HEADER:-X-Tenant-Id}
matches '[A-Za-z0-9-]+' "$TENANT_HEADER" ||
  fail "TENANT_HEADER must be an HTTP header name (letters, digits, -), got '$TENANT_HEADER'"

TENANT_ID=${TENANT_ID:-sponsor-spot}
matches '[A-Za-z0-9._:-]+' "$TENANT_ID" ||
  fail "TENANT_ID must be letters, digits and . _ : -, got '$TENANT_ID'"

CMS_URL=${CMS_URL:-http://localhost:3000/content}
# A trailing slash is dropped: /cms/<rest> appends /<rest> itself.
while [ "${CMS_URL%/}" != "$CMS_URL" ] && [ "$CMS_URL" != / ]; do CMS_URL=${CMS_URL%/}; done
matches "$origin_re$path_re|(/[A-Za-z0-9._~%!*+,=:@-]+)+" "$CMS_URL" ||
  fail "CMS_URL must be an http(s) URL or an absolute path (no query, no spaces or quotes), got '$CMS_URL'"

STRIPE_PUBLISHABLE_KEY=${STRIPE_PUBLISHABLE_KEY:-pk_sim_sponsorspot}
matches 'pk_[A-Za-z0-9_]+' "$STRIPE_PUBLISHABLE_KEY" ||
  fail "STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_live_..., pk_test_... or pk_sim_...), got '$STRIPE_PUBLISHABLE_KEY'"

OAUTH_SIMULATOR_URL=${OAUTH_SIMULATOR_URL-}
if [ -n "$OAUTH_SIMULATOR_URL" ] && ! matches "$origin_re$path_re" "$OAUTH_SIMULATOR_URL"; then
  fail "OAUTH_SIMULATOR_URL must be empty or an http(s) URL without a trailing slash, got '$OAUTH_SIMULATOR_URL'"
fi

OAUTH_CLIENT_IDS=${OAUTH_CLIENT_IDS-}
client_id_pair='[a-z][a-z0-9_]*=[A-Za-z0-9._~+/=:@-]+'
if [ -n "$OAUTH_CLIENT_IDS" ] && ! matches "$client_id_pair(,$client_id_pair)*" "$OAUTH_CLIENT_IDS"; then
  fail "OAUTH_CLIENT_IDS must be network=clientId pairs separated by commas (e.g. google=id1,github=id2), got '$OAUTH_CLIENT_IDS'"
fi

APP_ENVIRONMENT=${APP_ENVIRONMENT:-production}
matches '[A-Za-z0-9._-]+' "$APP_ENVIRONMENT" ||
  fail "APP_ENVIRONMENT must be letters, digits and . _ -, got '$APP_ENVIRONMENT'"

WEB_PORT=${WEB_PORT:-8080}
if ! matches '[1-9][0-9]{0,4}' "$WEB_PORT" || [ "$WEB_PORT" -gt 65535 ]; then
  fail "WEB_PORT must be a port number (1-65535), got '$WEB_PORT'"
fi

WEB_ALLOWED_HOSTS=${WEB_ALLOWED_HOSTS:-localhost,127.0.0.1,::1}
host_name_re='[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*'
# Two colons at least, so "name:8080" is refused as a name with a port rather than taken for an address.
ipv6_re='\[?[0-9A-Fa-f.]*:[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*\]?'
allowed_host_re=" *($host_name_re|$ipv6_re) *"
matches "$allowed_host_re(,$allowed_host_re)*" "$WEB_ALLOWED_HOSTS" ||
  fail "WEB_ALLOWED_HOSTS must list host names or IP addresses separated by commas (no ports, no wildcards), got '$WEB_ALLOWED_HOSTS'"
server_names=''
old_ifs=$IFS
IFS=', '
# No pathname expansion: "[::1]" reads as a pattern to the shell.
set -f
for name in $WEB_ALLOWED_HOSTS; do
  case $name in
    *:*)
      # nginx's $host keeps an IPv6 address in brackets, as the Host header has it.
      name=${name#\[}
      name="[${name%]}]"
      ;;
  esac
  server_names="$server_names${server_names:+ }$name"
done
set +f
IFS=$old_ifs

conf_dir=${SPONSORSPOT_CONF_DIR:-/etc/nginx/conf.d}
run_dir=${SPONSORSPOT_RUN_DIR:-/run/sponsorspot}
html_dir=${SPONSORSPOT_HTML_DIR:-/usr/share/nginx/html}
template_dir=${SPONSORSPOT_TEMPLATE_DIR:-$(cd "$(dirname "$0")" && pwd)}
for pair in "SPONSORSPOT_CONF_DIR=$conf_dir" "SPONSORSPOT_RUN_DIR=$run_dir" "SPONSORSPOT_HTML_DIR=$html_dir"; do
  matches "$fs_path_re" "${pair#*=}" ||
    fail "${pair%%=*} must be an absolute path of letters, digits and . _ / -, got '${pair#*=}'"
done
[ -f "$html_dir/index.html" ] || fail "SPONSORSPOT_HTML_DIR ($html_dir) holds no index.html: build the app first"
for t in sponsorspot.conf.template security-headers.conf api-proxy.conf.template; do
  [ -f "$template_dir/$t" ] || fail "SPONSORSPOT_TEMPLATE_DIR ($template_dir) lacks $t"
done

# ---- Content-Security-Policy ---------------------------------------------------------------------------
# add VAR SOURCE: appends SOURCE to the space-separated list in VAR unless it is already there.
add() {
  eval "current=\${$1}"
  # shellcheck disable=SC2154 # assigned by the eval above
  case " $current " in *" $2 "*) ;; *) eval "$1=\"\${$1} \$2\"" ;; esac
}
script_src="'self'"
connect_src="'self'"
img_src="'self' data: blob:"
frame_src="'self'"
form_action="'self'"
if [ -n "$API_BASE_URL" ]; then
  api_origin=$(origin_of "$API_BASE_URL")
  add connect_src "$api_origin"
  add img_src "$api_origin"
fi
# Checkout's script and frames: the simulator's Stripe.js stand-in and checkout page for a pk_sim_ key
# (from the API origin, or this origin when the API is proxied), Stripe's own for a real key; never both.
case $STRIPE_PUBLISHABLE_KEY in
  pk_sim_*)
    if [ -n "$API_BASE_URL" ]; then
      add script_src "$api_origin"
      add frame_src "$api_origin"
    fi
    ;;
  *)
    add script_src https://js.stripe.com
    add connect_src https://api.stripe.com
    add connect_src https://checkout.stripe.com
    add img_src 'https://*.stripe.com'
    add frame_src https://js.stripe.com
    add frame_src https://hooks.stripe.com
    add frame_src https://checkout.stripe.com
    ;;
esac
if [ -n "$OAUTH_SIMULATOR_URL" ]; then
  oauth_origin=$(origin_of "$OAUTH_SIMULATOR_URL")
  add connect_src "$oauth_origin"
  add frame_src "$oauth_origin"
  add form_action "$oauth_origin"
fi
csp="default-src 'self'; script-src $script_src; style-src 'self' 'unsafe-inline'; img-src $img_src"
csp="$csp; font-src 'self' data:; connect-src $connect_src; frame-src $frame_src; form-action $form_action"
csp="$csp; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"

# ---- config.js -----------------------------------------------------------------------------------------
client_ids=''
if [ -n "$OAUTH_CLIENT_IDS" ]; then
  seen=','
  old_ifs=$IFS
  IFS=,
  for pair in $OAUTH_CLIENT_IDS; do
    network=${pair%%=*}
    case $seen in *",$network,"*) IFS=$old_ifs && fail "OAUTH_CLIENT_IDS names '$network' twice" ;; esac
    seen="$seen$network,"
    client_ids="$client_ids${client_ids:+, }$(json_str "$network"): $(json_str "${pair#*=}")"
  done
  IFS=$old_ifs
fi
if [ -n "$OAUTH_SIMULATOR_URL" ]; then simulator_url=$(json_str "$OAUTH_SIMULATOR_URL"); else simulator_url=null; fi

mkdir -p "$run_dir" "$conf_dir/sponsorspot.d"
tmp_js="$run_dir/.config.js.$$"
cat >"$tmp_js" <<EOF
// Written by render-config.sh at container start from the environment; never cached.
window.__SPONSORSPOT_CONFIG__ = {
  "apiBaseUrl": $(json_str "$API_BASE_URL"),
  "tenantHeader": $(json_str "$TENANT_HEADER"),
  "tenantId": $(json_str "$TENANT_ID"),
  "cmsUrl": $(json_str "$CMS_URL"),
  "stripePublishableKey": $(json_str "$STRIPE_PUBLISHABLE_KEY"),
  "oauth": { "simulatorUrl": $simulator_url, "clientIds": {${client_ids:+ $client_ids }} },
  "environment": $(json_str "$APP_ENVIRONMENT")
};
EOF
chmod 644 "$tmp_js"
mv -f "$tmp_js" "$run_dir/config.js"

# ---- nginx server config -------------------------------------------------------------------------------
render() { # TEMPLATE OUTPUT
  sed -e "s|@WEB_PORT@|$(sed_repl "$WEB_PORT")|g" \
    -e "s|@WEB_SERVER_NAMES@|$(sed_repl "$server_names")|g" \
    -e "s|@HTML_DIR@|$(sed_repl "$html_dir")|g" \
    -e "s|@RUN_DIR@|$(sed_repl "$run_dir")|g" \
    -e "s|@CONF_DIR@|$(sed_repl "$conf_dir")|g" \
    -e "s|@CMS_URL@|$(sed_repl "$CMS_URL")|g" \
    -e "s|@API_PROXY_TARGET@|$(sed_repl "$API_PROXY_TARGET")|g" \
    -e "s|@CONTENT_SECURITY_POLICY@|$(sed_repl "$csp")|g" \
    "$template_dir/$1" >"$2"
}
render security-headers.conf "$conf_dir/sponsorspot.d/security-headers.conf"
if [ -n "$API_PROXY_TARGET" ]; then
  render api-proxy.conf.template "$conf_dir/sponsorspot.d/api-proxy.conf"
else
  printf '# API_PROXY_TARGET is not set: the app calls API_BASE_URL (%s) directly.\n' "$API_BASE_URL" \
    >"$conf_dir/sponsorspot.d/api-proxy.conf"
fi
render sponsorspot.conf.template "$conf_dir/sponsorspot.conf"

printf 'render-config: wrote %s/config.js (apiBaseUrl %s, environment %s) and %s/sponsorspot.conf (port %s, hosts %s, /cms -> %s%s)\n' \
  "$run_dir" "${API_BASE_URL:-same origin}" "$APP_ENVIRONMENT" "$conf_dir" "$WEB_PORT" "$server_names" "$CMS_URL" \
  "${API_PROXY_TARGET:+, API proxied to $API_PROXY_TARGET}"
