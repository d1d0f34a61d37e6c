// The three servers an entity IRI is served by, each started on a free port
// of 127.0.0.1 with the built site and stopped by the test: the project's own
// (`npm run serve`), Debian's nginx with the generated snippets, and Debian's
// Apache reading the generated .htaccess as a host allows it (AllowOverride
// FileInfo and Indexes, the least the .htaccess needs).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HOSTING_PATHS } from '../../generator/linked-data/hosting.ts';
import { createStaticServer } from '../../generator/serve.ts';
import { sitePolicy } from '../helpers.ts';

export interface WebServer {
  name: 'serve' | 'nginx' | 'apache';
  origin: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(origin: string, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server stopped: ${stderr()}`);
    try {
      await (await fetch(origin + '/')).arrayBuffer();
      return;
    } catch {
      if (i > 150) throw new Error(`server did not start: ${stderr()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function startProcess(
  name: 'nginx' | 'apache',
  prefix: string,
  port: number,
  command: string,
  args: string[],
  signal: NodeJS.Signals,
  errorLog: string,
): Promise<WebServer> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  const origin = `http://127.0.0.1:${port}`;
  const log = () => stderr + readIfThere(errorLog);
  await waitFor(origin, child, log);
  return {
    name,
    origin,
    async stop() {
      if (child.exitCode === null) {
        const stopped = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await stopped;
      }
      await fs.rm(prefix, { recursive: true, force: true });
    },
  };
}

function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export async function startServe(outDir: string): Promise<WebServer> {
  const server: http.Server = createStaticServer({ root: outDir, port: 0, policy: sitePolicy() });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return { name: 'serve', origin, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function startNginx(outDir: string): Promise<WebServer> {
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-nginx-'));
  const port = await freePort();
  const conf = `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  include ${outDir}${HOSTING_PATHS.nginxHttp};
  server {
    listen 127.0.0.1:${port};
    root ${outDir};
    absolute_redirect off;
    include ${outDir}${HOSTING_PATHS.nginxServer};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
  await fs.writeFile(path.join(prefix, 'nginx.conf'), conf);
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'];
  return startProcess('nginx', prefix, port, '/usr/sbin/nginx', args, 'SIGQUIT', `${prefix}/error.log`);
}

const APACHE_MODULES = ['mpm_event', 'authz_core', 'dir', 'mime', 'rewrite', 'headers'];

/**
 * Debian's apache2 in the foreground with its own small configuration: the
 * site's folder as DocumentRoot, .htaccess allowed to set what a shared host
 * lets it (FileInfo: mod_rewrite, mod_headers, mod_mime; Indexes: mod_dir),
 * mod_dir as shipped (DirectorySlash On until the .htaccess says Off), and no
 * other module.
 */
export async function startApache(outDir: string): Promise<WebServer> {
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'lod-apache-'));
  await fs.chmod(prefix, 0o755);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const conf = `ServerRoot ${prefix}
${APACHE_MODULES.map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`).join('\n')}
${root ? 'User www-data\nGroup www-data' : ''}
PidFile ${prefix}/apache.pid
Mutex file:${prefix} default
Listen 127.0.0.1:${port}
ServerName 127.0.0.1
ErrorLog ${prefix}/error.log
LogLevel warn
TypesConfig /etc/mime.types
DocumentRoot ${outDir}
DirectoryIndex index.html
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory ${outDir}>
    Options FollowSymLinks
    AllowOverride FileInfo Indexes
    Require all granted
</Directory>
`;
  await fs.writeFile(path.join(prefix, 'apache2.conf'), conf);
  return startProcess(
    'apache',
    prefix,
    port,
    '/usr/sbin/apache2',
    ['-f', path.join(prefix, 'apache2.conf'), '-DFOREGROUND'],
    'SIGTERM',
    `${prefix}/error.log`,
  );
}
