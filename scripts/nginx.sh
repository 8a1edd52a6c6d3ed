#!/usr/bin/env bash
# Serves build/ (or the absolute path BUILD_DIR, such as another checkout's build) in the
# foreground with the production rules of deploy/nginx on 127.0.0.1:${PORT:-3100}. The
# browser tests and the benchmark use it.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
port=${PORT:-3100}
# One folder per port, made anew at each start, so runs leave nothing behind.
conf_dir=/tmp/mcube-docs-nginx-$port
rm -rf "$conf_dir"
mkdir -p "$conf_dir/snippets"
cp "$repo"/deploy/nginx/mcube-docs*.conf "$conf_dir/snippets/"
# As root, workers would run as "nobody" and might not read the checkout.
user_line=''
[ "$(id -u)" = 0 ] && user_line='user root;'
cat > "$conf_dir/nginx.conf" <<CONF
$user_line
# Serves the .br files of the build (Debian: libnginx-mod-http-brotli-static).
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
daemon off;
worker_processes 2;
pid $conf_dir/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    # As deploy/nginx/example-server.conf: HSTS only over HTTPS, so never here.
    map \$scheme \$mcube_docs_hsts { https "max-age=63072000; includeSubDomains"; default ""; }
    sendfile on;
    client_body_temp_path $conf_dir/body;
    proxy_temp_path $conf_dir/proxy;
    fastcgi_temp_path $conf_dir/fastcgi;
    uwsgi_temp_path $conf_dir/uwsgi;
    scgi_temp_path $conf_dir/scgi;
    server {
        listen 127.0.0.1:$port;
        server_name localhost;
        root ${BUILD_DIR:-$repo/build};
        include snippets/mcube-docs.conf;
    }
}
CONF
exec nginx -p "$conf_dir" -c "$conf_dir/nginx.conf"
