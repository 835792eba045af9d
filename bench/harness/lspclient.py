"""A minimal LSP client over a child process's stdin/stdout, made for timing.

Content-Length framing, JSON-RPC 2.0. Requests the server sends to us
(workspace/configuration, workspace/workspaceFolders, client/registerCapability,
window/workDoneProgress/create) are answered at once so that no server waits on the
harness. Every message read carries the perf_counter_ns of the read() that completed
it (`arrived_ns`), so latencies exclude the harness's own JSON decoding.
"""

import json
import os
import select
import subprocess
import time

_SEPARATOR = b"\r\n\r\n"


class LspError(Exception):
    """The server broke the protocol, died or did not answer in time."""


def frame(message):
    """The bytes of one framed JSON-RPC message."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class LspProcess:
    """One server process and the framing on its pipes."""

    def __init__(self, argv, cwd=None, env=None, root_uri=None):
        self.argv = argv
        self.root_uri = root_uri
        self.buffer = bytearray()
        self.last_read_ns = 0
        self.next_id = 1
        self.spawned_ns = time.perf_counter_ns()
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            cwd=cwd, env=env, bufsize=0, close_fds=True)
        self.pid = self.proc.pid
        self.in_fd = self.proc.stdin.fileno()
        self.out_fd = self.proc.stdout.fileno()

    # -- writing ---------------------------------------------------------------

    def write(self, data):
        """Writes already framed bytes; returns perf_counter_ns taken just before the write."""
        started = time.perf_counter_ns()
        view = memoryview(data)
        while view:
            written = os.write(self.in_fd, view)
            view = view[written:]
        return started

    def send(self, message):
        return self.write(frame(message))

    def request_frame(self, method, params):
        """(id, bytes) of a request, so that it can be timed from the write alone."""
        request_id = self.next_id
        self.next_id += 1
        return request_id, frame({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})

    def request(self, method, params):
        """Sends a request; returns its id."""
        request_id, data = self.request_frame(method, params)
        self.write(data)
        return request_id

    def notify(self, method, params):
        return self.send({"jsonrpc": "2.0", "method": method, "params": params})

    # -- reading ---------------------------------------------------------------

    def _take_message(self):
        """One complete message from the buffer, or None."""
        end = self.buffer.find(_SEPARATOR)
        if end < 0:
            return None
        length = None
        for line in bytes(self.buffer[:end]).split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        if length is None:
            raise LspError("message without Content-Length: %r" % bytes(self.buffer[:end]))
        start = end + len(_SEPARATOR)
        if len(self.buffer) < start + length:
            return None
        body = bytes(self.buffer[start:start + length])
        del self.buffer[:start + length]
        message = json.loads(body)
        if isinstance(message, dict):
            message["arrived_ns"] = self.last_read_ns
        return message

    def read_message(self, deadline):
        """The next message; raises LspError at `deadline` (perf_counter seconds) or end of output."""
        while True:
            message = self._take_message()
            if message is not None:
                return message
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise LspError("timed out waiting for %s" % " ".join(self.argv))
            ready, _, _ = select.select([self.out_fd], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self.out_fd, 1 << 16)
            self.last_read_ns = time.perf_counter_ns()
            if not chunk:
                raise LspError("%s closed its output (exit %s)" % (" ".join(self.argv), self.proc.poll()))
            self.buffer += chunk

    def wait_for(self, predicate, timeout=30.0):
        """Reads messages until one satisfies `predicate`; answers server requests meanwhile."""
        deadline = time.perf_counter() + timeout
        while True:
            message = self.read_message(deadline)
            if "method" in message and "id" in message:
                self._answer_server_request(message)
                continue
            if predicate(message):
                return message

    def wait_response_message(self, request_id, timeout=30.0):
        message = self.wait_for(lambda m: m.get("id") == request_id and "method" not in m, timeout)
        if "error" in message:
            raise LspError("request %s failed: %s" % (request_id, message["error"]))
        return message

    def wait_response(self, request_id, timeout=30.0):
        return self.wait_response_message(request_id, timeout).get("result")

    def _answer_server_request(self, message):
        method = message["method"]
        if method == "workspace/configuration":
            result = [None for _ in (message.get("params") or {}).get("items", [])]
        elif method == "workspace/workspaceFolders":
            result = [{"uri": self.root_uri, "name": "bench"}] if self.root_uri else None
        else:
            result = None
        self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})

    # -- lifecycle -------------------------------------------------------------

    def peak_rss_kib(self):
        """VmHWM (peak resident set) of the server process in KiB, or None."""
        return _status_field(self.pid, "VmHWM")

    def rss_kib(self):
        return _status_field(self.pid, "VmRSS")

    def shutdown(self, timeout=10.0):
        """Polite shutdown and exit; kills the process if it does not comply. Returns the exit code."""
        try:
            request_id = self.request("shutdown", None)
            self.wait_response(request_id, timeout)
            self.notify("exit", None)
        except (LspError, OSError):
            pass
        return self.close(timeout)

    def close(self, timeout=5.0):
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                stream.close()
            except OSError:
                pass
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            return None


def _status_field(pid, name):
    try:
        with open("/proc/%d/status" % pid) as status:
            for line in status:
                if line.startswith(name + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def client_capabilities(pull=False):
    """What the harness announces: push diagnostics with versions; pull only when asked."""
    capabilities = {
        "general": {"positionEncodings": ["utf-16"]},
        "textDocument": {
            "synchronization": {"dynamicRegistration": False, "didSave": False},
            "publishDiagnostics": {"versionSupport": True, "relatedInformation": False,
                                   "codeDescriptionSupport": True, "dataSupport": True},
        },
        "workspace": {"configuration": False, "workspaceFolders": True},
        "window": {"workDoneProgress": False},
    }
    if pull:
        capabilities["textDocument"]["diagnostic"] = {"dynamicRegistration": False,
                                                      "relatedDocumentSupport": False}
    return capabilities


def initialize_params(root_uri, pull=False):
    return {
        "processId": os.getpid(),
        "clientInfo": {"name": "tabbar-bench", "version": "1"},
        "rootUri": root_uri,
        "workspaceFolders": [{"uri": root_uri, "name": "bench"}],
        "capabilities": client_capabilities(pull),
        "trace": "off",
    }
