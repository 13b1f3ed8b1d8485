import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// deploy/nginx.conf run as it is, for the topology tests and the bench: only its addresses change
// (the upstream instances, the port it listens on, its cache directory), and it runs in a
// directory of its own, as the current user, in the foreground.

// Run from the project's root (npm scripts, Playwright).
export const NGINX_CONF = path.resolve("deploy/nginx.conf");

export type RunningNginx = { url: string; dir: string; stop(): Promise<void> };

export function nginxBinary(): string {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error("nginx is not installed (Debian: apt-get install nginx-light)");
  return found;
}

/** deploy/nginx.conf with its addresses replaced; each replaced line must be found. */
export function siteConfig(options: {
  port: number;
  upstreams: string[];
  cacheDir: string;
}): string {
  let conf = fs.readFileSync(NGINX_CONF, "utf8");
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer has « ${from} »`);
    conf = conf.replace(from, to);
  };
  replace(
    "    server 127.0.0.1:3000;",
    options.upstreams.map((upstream) => `    server ${upstream};`).join("\n"),
  );
  replace("    listen 80;", `    listen 127.0.0.1:${options.port};`);
  replace("/var/cache/nginx/srh", options.cacheDir);
  return conf;
}

/**
 * Starts nginx with deploy/nginx.conf in front of `upstreams` ("127.0.0.1:3000"); `extra` is
 * added to its `http` block (the bench's static-file server). Resolves once it accepts connections.
 */
export async function startNginx(options: {
  port: number;
  upstreams: string[];
  workers?: number | "auto";
  extra?: string;
}): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-nginx-"));
  const temp = (name: string) => path.join(dir, "temp", name);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.mkdirSync(temp(name), { recursive: true });
  const main = `
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes ${options.workers ?? 1};
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
${siteConfig({ port: options.port, upstreams: options.upstreams, cacheDir: path.join(dir, "cache") })}
${options.extra ?? ""}
}
`;
  const confPath = path.join(dir, "nginx.conf");
  fs.writeFileSync(confPath, main);
  const child: ChildProcess = spawn(
    nginxBinary(),
    ["-p", dir, "-c", confPath, "-e", path.join(dir, "error.log")],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(options.port))) {
    if (child.exitCode !== null) {
      const log = fs.readFileSync(path.join(dir, "error.log"), "utf8");
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("nginx did not start within 10 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${options.port}`, dir, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
