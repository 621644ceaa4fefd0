#!/bin/sh
# Run by the nginx image's /docker-entrypoint.sh before nginx starts: writes /config.js and the server
# config from the environment. A bad value stops the container with a message naming the variable.
set -eu
exec /etc/nginx/sponsorspot/render-config.sh
