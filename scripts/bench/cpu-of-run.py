#!/usr/bin/env python3
# Runs a command and reports its wall time and the CPU seconds of it and all its descendants,
# sampled from /proc every 0.5 s (each process's last-seen utime+stime, summed; Chromium's GPU
# process, renderers and the rest apart), with the load average before and after.
# Usage: python3 scripts/bench/cpu-of-run.py -- COMMAND...
import os, subprocess, sys, time
cmd = sys.argv[sys.argv.index('--') + 1:]
tick = os.sysconf('SC_CLK_TCK')
load0 = os.getloadavg()[0]
t0 = time.time()
p = subprocess.Popen(cmd)
seen = {}
def sample():
    procs = {}
    for d in os.listdir('/proc'):
        if not d.isdigit(): continue
        try:
            stat = open(f'/proc/{d}/stat').read()
            f = stat[stat.rindex(')') + 2:].split(' ')
            cmdline = open(f'/proc/{d}/cmdline', 'rb').read().decode(errors='replace')
            procs[int(d)] = (int(f[1]), (int(f[11]) + int(f[12])) / tick, cmdline)
        except Exception: pass
    mine = {p.pid}
    grew = True
    while grew:
        grew = False
        for pid, (ppid, _, _) in procs.items():
            if pid not in mine and ppid in mine: mine.add(pid); grew = True
    for pid in mine:
        if pid in procs: seen[pid] = (procs[pid][1], procs[pid][2])
while p.poll() is None:
    sample(); time.sleep(0.5)
wall = time.time() - t0
kind = lambda c: 'gpu' if '--type=gpu-process' in c else 'renderer' if '--type=renderer' in c else 'node+other'
out = {'gpu': 0.0, 'renderer': 0.0, 'node+other': 0.0}
for cpu, c in seen.values(): out[kind(c)] += cpu
print(f"RUN exit={p.returncode} wall={wall:.1f}s cpu={sum(out.values()):.1f}s " + ' '.join(f'{k}={v:.1f}s' for k, v in out.items()) + f" load={load0:.1f}->{os.getloadavg()[0]:.1f}", file=sys.stderr)
sys.exit(p.returncode)
