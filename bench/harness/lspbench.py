"""Timing a language server: start-up, first diagnostics, edit latency, peak memory."""

import gc
import os
import time

from .lspclient import LspError, LspProcess, frame, initialize_params
from .servers import FIRST_VALUE
from .stats import median, summary_ms

PUBLISH = "textDocument/publishDiagnostics"
EDIT_TIMEOUT = 5.0


class Workspace:
    """A folder holding the document of one server, as an editor would have it on disk."""

    def __init__(self, root, spec):
        self.path = os.path.join(root, "ws-" + spec.name)
        os.makedirs(self.path, exist_ok=True)
        self.file = os.path.join(self.path, spec.filename)
        with open(self.file, "w", encoding="utf-8") as handle:
            handle.write(spec.text())
        self.root_uri = "file://" + self.path
        self.uri = "file://" + self.file


def _is_publish_for(uri, version=None):
    def predicate(message):
        if message.get("method") != PUBLISH:
            return False
        params = message.get("params") or {}
        if params.get("uri") != uri:
            return False
        if version is None:
            return True
        return params.get("version") in (version, None)
    return predicate


class Session:
    """One running server with its document open."""

    def __init__(self, spec, workspace, diagnostics_mode="push"):
        self.spec = spec
        self.workspace = workspace
        self.mode = diagnostics_mode
        self.version = 1
        init_frame = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                            "params": initialize_params(workspace.root_uri)})
        started = time.perf_counter_ns()
        self.server = LspProcess(spec.argv, cwd=workspace.path, root_uri=workspace.root_uri)
        self.server.next_id = 2
        self.server.write(init_frame)
        response = self.server.wait_response_message(1, timeout=30.0)
        self.startup_ns = response["arrived_ns"] - started
        self.started_ns = started
        self.capabilities = (response.get("result") or {}).get("capabilities") or {}
        self.server.notify("initialized", {})

    def sync_kind(self):
        sync = self.capabilities.get("textDocumentSync")
        if isinstance(sync, dict):
            return sync.get("change", 1)
        return sync if isinstance(sync, int) else 1

    def open(self, timeout=30.0):
        """Opens the document; returns (ns from didOpen, ns from process start) to its first diagnostics."""
        data = frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": self.workspace.uri, "languageId": self.spec.language_id, "version": 1,
            "text": self.spec.text()}}})
        sent = self.server.write(data)
        arrived = self._await_diagnostics(1, timeout)
        return arrived - sent, arrived - self.started_ns

    def _await_diagnostics(self, version, timeout):
        if self.mode == "pull":
            request_id = self.server.request("textDocument/diagnostic",
                                             {"textDocument": {"uri": self.workspace.uri}})
            return self.server.wait_response_message(request_id, timeout)["arrived_ns"]
        message = self.server.wait_for(_is_publish_for(self.workspace.uri, version), timeout)
        return message["arrived_ns"]

    def edit_frame(self, index, incremental):
        self.version += 1
        value = FIRST_VALUE + index % 900
        if incremental:
            change = {"range": self.spec.value_range(), "text": "%03d" % value}
        else:
            change = {"text": self.spec.text(value)}
        return frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": self.workspace.uri, "version": self.version},
            "contentChanges": [change]}})

    def edit(self, index, incremental):
        """One didChange; ns until the diagnostics of that version, or None on timeout."""
        data = self.edit_frame(index, incremental)
        sent = self.server.write(data)
        try:
            return self._await_diagnostics(self.version, EDIT_TIMEOUT) - sent
        except LspError:
            if self.server.proc.poll() is not None:
                raise
            return None

    def close(self):
        peak = self.server.peak_rss_kib()
        rss = self.server.rss_kib()
        code = self.server.shutdown()
        return peak, rss, code


def detect_mode(spec, workspace, log):
    """'push' when the server publishes diagnostics after didOpen, else 'pull' if it offers them."""
    session = Session(spec, workspace)
    try:
        session.open(timeout=5.0)
        return "push"
    except LspError:
        if session.capabilities.get("diagnosticProvider"):
            log("%s: no publishDiagnostics after didOpen; using pull diagnostics" % spec.name)
            return "pull"
        raise
    finally:
        session.close()


def measure_startups(spec, workspace, runs, mode, warmup=3):
    """`runs` fresh processes: spawn -> initialize answered, didOpen -> first diagnostics, VmHWM."""
    startup, first, first_total, peaks = [], [], [], []
    gc.disable()
    try:
        for run in range(warmup + runs):
            session = Session(spec, workspace, mode)
            opened, total = session.open()
            peak, _, _ = session.close()
            if run >= warmup:
                startup.append(session.startup_ns)
                first.append(opened)
                first_total.append(total)
                if peak:
                    peaks.append(peak)
    finally:
        gc.enable()
    return {
        "startup": summary_ms(startup),
        "first_diagnostics": summary_ms(first),
        "start_to_diagnostics": summary_ms(first_total),
        "peak_rss_fresh_kib": median(peaks),
    }


def measure_startups_interleaved(servers, runs, warmup=3):
    """`measure_startups` of several servers at once, taking turns start by start (A B C A B C ...), so
    that a change in the machine's load falls on all of them alike.

    `servers` is a list of (spec, workspace, mode); returns {name: the figures of measure_startups}.
    """
    samples = {spec.name: ([], [], [], []) for spec, _, _ in servers}
    gc.disable()
    try:
        for run in range(warmup + runs):
            for spec, workspace, mode in servers:
                session = Session(spec, workspace, mode)
                opened, total = session.open()
                peak, _, _ = session.close()
                if run >= warmup:
                    startup, first, first_total, peaks = samples[spec.name]
                    startup.append(session.startup_ns)
                    first.append(opened)
                    first_total.append(total)
                    if peak:
                        peaks.append(peak)
    finally:
        gc.enable()
    return {name: {"startup": summary_ms(startup), "first_diagnostics": summary_ms(first),
                   "start_to_diagnostics": summary_ms(first_total), "peak_rss_fresh_kib": median(peaks)}
            for name, (startup, first, first_total, peaks) in samples.items()}


def measure_edits(spec, workspace, edits, mode, incremental=None, warmup=20):
    """One process, `edits` didChange -> diagnostics round trips; VmHWM before shutdown."""
    session = Session(spec, workspace, mode)
    session.open()
    if incremental is None:
        incremental = session.sync_kind() == 2
    latencies, missed = [], 0
    gc.disable()
    try:
        for index in range(1, warmup + edits + 1):
            latency = session.edit(index, incremental)
            if index <= warmup:
                continue
            if latency is None:
                missed += 1
            else:
                latencies.append(latency)
    finally:
        gc.enable()
    peak, rss, code = session.close()
    return {
        "edit": summary_ms(latencies),
        "missed": missed,
        "sync": "incremental" if incremental else "full",
        "mode": mode,
        "peak_rss_kib": peak,
        "rss_end_kib": rss,
        "exit_code": code,
    }


def measure_floor(spec, workspace, runs, edits):
    """The harness floor: spawn `cat`, write a frame, read it back; the same per edit."""
    startup = []
    gc.disable()
    try:
        for run in range(3 + runs):
            init = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                          "params": initialize_params(workspace.root_uri)})
            started = time.perf_counter_ns()
            server = LspProcess(spec.argv, cwd=workspace.path)
            server.write(init)
            message = server.read_message(time.perf_counter() + 10)
            if run >= 3:
                startup.append(message["arrived_ns"] - started)
            server.close()
        server = LspProcess(spec.argv, cwd=workspace.path)
        latencies = []
        version = 1
        for index in range(1, edits + 1):
            version += 1
            data = frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": workspace.uri, "version": version},
                "contentChanges": [{"text": spec.text(FIRST_VALUE + index % 900)}]}})
            sent = server.write(data)
            message = server.read_message(time.perf_counter() + 10)
            latencies.append(message["arrived_ns"] - sent)
        server.close()
    finally:
        gc.enable()
    return {"startup": summary_ms(startup), "edit": summary_ms(latencies)}
