-- tether's prelude: the first chunk of every script's Lua state (tether.core.scripting.lua.state).
-- It runs with Lua's whole standard library, keeps private references to what tether itself
-- needs (the debug hook, the clock, coroutines, the loader), then removes from the script's
-- reach everything a downloaded scene must not touch: os.execute and the rest of os, io,
-- native modules, package.loadlib, bytecode, debug, lupa's `python` table.
-- It returns one table of functions Python calls (run, spawn, resume, close, ...).
local host = ...                       -- from Python: folder, read_file, log, time_limit

local sethook, getinfo, traceback = debug.sethook, debug.getinfo, debug.traceback
local clock = os.clock
local co_create, co_resume, co_yield, co_status = coroutine.create, coroutine.resume, coroutine.yield, coroutine.status
local co_isyieldable, co_close, co_running = coroutine.isyieldable, coroutine.close, coroutine.running
local rawload, rawpcall, rawxpcall, select, type, tostring, error = load, pcall, xpcall, select, type, tostring, error
local string_match, string_gsub, string_find, table_unpack = string.match, string.gsub, string.find, table.unpack
local setmetatable, rawget = setmetatable, rawget

local folder = host.folder             -- the scene's folder: load/dofile/require read only there
local read_file = host.read_file       -- Python: a file's text if it is inside the folder, else an error
local time_limit = host.time_limit     -- seconds a callback (or a thread between switches) may run
local overdue = host.overdue           -- Python: the entry the watchdog found too long still runs
local deadline = nil                   -- nil: set by the count hook's first call after an entry
local killed = nil                     -- the time-limit message once a callback overran
local function stop()                  -- called by a hook: raise the time limit's error
    if not killed then                 -- the message names the line the hook stopped
        killed = "ran longer than " .. tostring(time_limit) ..
            " s without returning (an endless loop?); stopped by tether's time limit"
        local info = getinfo(3, "Sl")  -- 1 stop, 2 the hook's function, 3 the code it stopped
        if info and info.currentline and info.currentline > 0 then
            killed = info.short_src .. ":" .. info.currentline .. ": " .. killed
        end
    end
    error(killed, 0)                   -- the same text wherever it is raised again
end

-- The time limit. The threads tether enters (this main thread, a threaded script's thread)
-- carry no hook: the watchdog (tether.core.scripting.lua.watchdog) arms one when an entry runs past the
-- limit, and on_armed, registered for them here with the hook off, then runs once.
local resuming = false                 -- the main thread is resuming the script's thread
local function on_armed()
    sethook(on_armed, "")              -- off again: once per arming
    if resuming and select(2, co_running()) then return end  -- armed beside the script's thread: it was the one overdue
    if killed or overdue() then stop() end  -- else the entry returned just in time: nothing to stop
end
-- Coroutines a script makes itself are not known to the watchdog: they carry a count hook
-- that reads the clock (hooks are per coroutine); an entry only clears the deadline (no
-- clock read on the hot path), the hook's first call, 100000 instructions later, starts it.
-- Without the watchdog (a lupa that does not export Lua's C API) every thread carries it.
local function on_count()
    if deadline == nil then deadline = clock() + time_limit return end
    if killed or clock() > deadline then stop() end
end
local HOOK_COUNT = 100000
local function watch_thread(co)
    if host.watchdog then sethook(co, on_armed, "") else sethook(co, on_count, "", HOOK_COUNT) end
end
if host.watchdog then sethook(on_armed, "") else sethook(on_count, "", HOOK_COUNT) end

-- pcall/xpcall must not swallow the time limit (else `while true do pcall(f) end` hangs)
local function rethrow_if_killed(...)
    if killed then error(killed, 0) end
    return ...
end
pcall = function(f, ...) return rethrow_if_killed(rawpcall(f, ...)) end
xpcall = function(f, h, ...) return rethrow_if_killed(rawxpcall(f, h, ...)) end

-- coroutines made by scripts (CoppeliaSim 4.2-4.5 threads) carry the hook too
coroutine.create = function(f)
    local co = co_create(f)
    sethook(co, on_count, "", HOOK_COUNT)
    return co
end
coroutine.resume = function(co, ...) return rethrow_if_killed(co_resume(co, ...)) end
coroutine.wrap = function(f)
    local co = coroutine.create(f)
    return function(...)
        local res = table.pack(co_resume(co, ...))
        if not res[1] then error(res[2], 0) end
        return table_unpack(res, 2, res.n)
    end
end

-- ---------------------------------------------------------------------------------------
-- The sandbox
local function inside(path, what)
    local ok, text = rawpcall(read_file, path)
    if not ok then error(what .. ": " .. tostring(text), 3) end
    return text
end

load = function(chunk, name, mode, env)
    if mode ~= nil and mode ~= "t" then error("load: only text chunks are allowed (no bytecode)", 2) end
    if env == nil then return rawload(chunk, name, "t") end
    return rawload(chunk, name, "t", env)
end
loadfile = function(path, mode, env)
    local text = inside(path, "loadfile")
    return load(text, "@" .. tostring(path), mode, env)
end
dofile = function(path)
    local text = inside(path, "dofile")
    local f, err = rawload(text, "@" .. tostring(path), "t")
    if not f then error(err, 2) end
    return f()
end

local loaded = {}                      -- require's cache; sim, simUI... are put here by Python
local preload = {}
require = function(name)
    if type(name) ~= "string" then error("require: module name must be a string", 2) end
    local found = loaded[name]
    if found ~= nil then return found end
    if preload[name] then found = preload[name](name) else
        local file = string_gsub(name, "%.", "/") .. ".lua"
        local ok, text = rawpcall(read_file, file)
        if not ok then
            error("require '" .. name .. "': no Lua module " .. file .. " in the scene's folder " ..
                "(tether loads Lua modules from there only; native modules are not allowed)", 2)
        end
        local f, err = rawload(text, "@" .. file, "t")
        if not f then error(err, 2) end
        found = f(name)
    end
    if found == nil then found = true end
    loaded[name] = found
    return found
end

os = {clock = os.clock, time = os.time, date = os.date, difftime = os.difftime}
-- io, read-only and inside the scene's folder: CoppeliaSim scripts read CSV or settings files
-- kept beside the scene. Writing is refused the way Lua reports a failed open (nil, message),
-- so a script that checks what io.open returned carries on.
local files = setmetatable({}, {__mode = "k"})    -- the file objects handed out: io.type knows them
local string_sub, tonumber = string.sub, tonumber
local function text_file(text)
    local f, pos, closed = {}, 1, false
    local function one(fmt)
        if closed then error("attempt to use a closed file", 3) end
        if type(fmt) == "number" then
            if pos > #text then return nil end
            local s = string_sub(text, pos, pos + fmt - 1)
            pos = pos + #s
            return s
        end
        local c = string_sub(string_gsub(tostring(fmt), "^%*", ""), 1, 1)
        if c == "a" then
            local s = string_sub(text, pos)
            pos = #text + 1
            return s
        elseif c == "n" then
            local s, e = string_find(text, "^%s*[-+]?[%w%.]+", pos)
            if not s then return nil end
            pos = e + 1
            return tonumber((string_gsub(string_sub(text, s, e), "^%s+", "")))
        elseif c == "l" or c == "L" then
            if pos > #text then return nil end
            local e = string_find(text, "\n", pos, true)
            local line
            if e then
                line = string_sub(text, pos, c == "L" and e or e - 1)
                pos = e + 1
            else
                line = string_sub(text, pos)
                pos = #text + 1
            end
            return line
        end
        error("bad argument to 'read' (invalid format)", 3)
    end
    function f:read(...)
        local n = select("#", ...)
        if n == 0 then return one("l") end
        local out = {}
        for i = 1, n do
            out[i] = one((select(i, ...)))
            if out[i] == nil then return table_unpack(out, 1, i) end
        end
        return table_unpack(out, 1, n)
    end
    function f:lines(...)
        local formats = table.pack(...)
        return function() return f:read(table_unpack(formats, 1, formats.n)) end
    end
    function f:seek(whence, offset)
        whence, offset = whence or "cur", offset or 0
        local base = (whence == "set" and 1) or (whence == "end" and #text + 1) or pos
        pos = math.max(1, math.min(#text + 1, base + offset))
        return pos - 1
    end
    function f:close() closed = true return true end
    function f:write() return nil, "tether's scripts cannot write files", 13 end
    function f:flush() return f end
    function f:setvbuf() return true end
    files[f] = function() return closed and "closed file" or "file" end
    return f
end
local function writes(mode) return mode ~= nil and string_find(tostring(mode), "[wa+]") ~= nil end
local io_write_line = host.print
local discarding = {}                  -- file names a script opened for writing (one log line each)
local function sink(name)              -- a file opened for writing: what is written is dropped
    if not discarding[name] then
        discarding[name] = true
        io_write_line("io.open('" .. name .. "', 'w'): tether's scripts do not write files; " ..
            "what the script writes there is discarded")
    end
    local f = {}
    function f:write() return f end
    function f:read() return nil end
    function f:lines() return function() return nil end end
    function f:seek() return 0 end
    function f:close() return true end
    function f:flush() return f end
    function f:setvbuf() return true end
    files[f] = function() return "file" end
    return f
end
io = {
    open = function(name, mode)
        if writes(mode) then return sink(tostring(name)) end
        local ok, text = rawpcall(read_file, name)
        if not ok then return nil, tostring(name) .. ": " .. tostring(text), 2 end
        return text_file(text)
    end,
    lines = function(name, ...)
        if name == nil then error("io.lines: tether's scripts have no standard input", 2) end
        local ok, text = rawpcall(read_file, name)
        if not ok then error(tostring(name) .. ": " .. tostring(text), 2) end
        return text_file(text):lines(...)
    end,
    close = function(f) if f then return f:close() end return true end,
    read = function() return nil end,     -- no standard input
    write = function(...)                 -- standard output: the script log, as print
        local parts = table.pack(...)
        for i = 1, parts.n do parts[i] = tostring(parts[i]) end
        local text = string_gsub(table.concat(parts, "", 1, parts.n), "\n$", "")
        if text ~= "" then io_write_line(text) end
        return io
    end,
    type = function(obj) local kind = files[obj] return kind and kind() or nil end,
}
io.stdout = {write = function(self, ...) io.write(...) return self end, flush = function(self) return self end,
             close = function() return true end, setvbuf = function() return true end}
io.stderr = io.stdout
package = nil
python = nil
string.dump = nil
debug = {traceback = traceback}
print = host.print
local rawcollect = collectgarbage
collectgarbage = function(opt, ...)
    if opt == nil or opt == "collect" or opt == "count" or opt == "step" then return rawcollect(opt, ...) end
    error("collectgarbage('" .. tostring(opt) .. "') is not allowed", 2)
end

-- ---------------------------------------------------------------------------------------
-- Errors: one line, "FILE:LINE: message" at the script's innermost frame
local script_source = "@" .. host.filename

local function location(thread, err)
    local message = err
    if type(err) ~= "string" then message = tostring(err) end
    local file, line, rest = string_match(message, "^(.-):(%d+): (.*)$")
    if file and not string_find(file, "\n", 1, true) and file ~= "[C]" then
        return file .. ":" .. line, rest
    end
    -- no position in the message (an error of a Python function): the innermost Lua line
    for level = (thread and 0 or 2), 50 do
        local info
        if thread then info = getinfo(thread, level, "Sl") else info = getinfo(level, "Sl") end
        if not info then break end
        if info.currentline and info.currentline > 0 and info.source ~= "=[C]" and
                string_find(info.source, "^@") then
            return string.sub(info.source, 2) .. ":" .. info.currentline, message
        end
    end
    return host.filename, message
end

local sim_table = nil                  -- the script's sim table (api.set_loaded "sim")
local function handler(err)
    local where, message = location(nil, err)
    if type(err) == "userdata" and not string_find(message, "^sim[%.%u]") then
        -- an error of a Python function handed to Lua as it is: name it as the script called it
        local info = getinfo(2, "n")
        local name = info and info.name
        if name and info.namewhat == "global" and string_find(name, "^sim%u") then
            message = name .. ": " .. message
        elseif name and (info.namewhat == "field" or info.namewhat == "method") and sim_table
                and type(rawget(sim_table, name)) == "userdata" then
            message = "sim." .. name .. ": " .. message
        end
    end
    return where .. "\0" .. message .. "\0" .. traceback(tostring(err), 2) .. (killed and "\0stopped" or "")
end

local api = {}

-- The simulation's state and time as of the current entry into the script (they do not change
-- while a child script runs, except through the calls wrapped by api.refreshing).
local now_state, now_time, now_step = 0, 0.0, 0.0
function api.get_state() return now_state end
function api.get_time() return now_time end
function api.get_step() return now_step end
function api.set_now(state, time, step)
    now_state, now_time = state, time
    if step then now_step = step end
end
-- f, then a fresh state and time (for the calls that change them: start, stop, time step...)
function api.refreshing(f, now)
    return function(...)
        local r = table.pack(f(...))
        now_state, now_time, now_step = now()
        return table_unpack(r, 1, r.n)
    end
end

-- Call f(...) under the time limit, the simulation at state and time; returns true,
-- results... or false, "where\0message\0traceback".
function api.run(f, state, time, ...)
    deadline = nil
    killed = nil
    resuming = false                   -- (a resume that failed outside its coroutine left it set)
    now_state, now_time = state, time
    return rawxpcall(f, handler, ...)
end
-- The same for a callback of the loop, which takes no arguments: a fixed-arity function is
-- entered without copying varargs (the loop calls one per script and pass).
function api.run_callback(f, state, time)
    deadline = nil
    killed = nil
    resuming = false
    now_state, now_time = state, time
    return rawxpcall(f, handler)
end

-- Compile a chunk of the script's own file (text only).
function api.compile(source)
    return rawload(source, script_source, "t")
end

-- Threads: the script's one thread, a coroutine running body() (kept here: lupa does not hand
-- coroutines back to Lua as threads); errors are caught inside (xpcall yields in Lua 5.4).
local resumed_at = 0.0
local auto_switch = true
local thread = nil
function api.spawn(body)
    thread = co_create(function() return rawxpcall(body, handler) end)
    watch_thread(thread)
    return string.format("%p", thread)   -- its lua_State, for the watchdog
end

-- Resume the thread; returns nothing while it runs on (the every-pass case: no values to
-- convert), else "dead" and, if its body failed, the error.
function api.resume(state, time)
    local co = thread
    deadline = nil
    killed = nil
    now_state, now_time = state, time
    if auto_switch then resumed_at = clock() end
    resuming = true
    local ok, body_ok, err = co_resume(co)
    resuming = false
    if not ok then return "dead", location(co, body_ok) .. "\0" .. tostring(body_ok) .. "\0" end
    if co_status(co) ~= "dead" then return end
    if body_ok == false then return "dead", err end
    return "dead", nil
end

function api.close()
    if thread ~= nil and co_status(thread) ~= "dead" then co_close(thread) end
    thread = nil
end

-- Thread switching, as Lua wrappers (a Python function cannot yield a Lua coroutine)
local slice = host.slice
function api.switch_thread()
    if co_isyieldable() then co_yield() end
end
function api.set_auto_switch(on)
    local was = auto_switch
    auto_switch = on and true or false
    return was
end
function api.get_auto_switch() return auto_switch end
function api.set_thread_automatic_switch(on)
    auto_switch = (on ~= false and on ~= 0)
    if auto_switch then resumed_at = clock() end
    return 1
end
-- CoppeliaSim 4.6+: stepping on = the thread runs until sim.step(); off = automatic switching
function api.set_stepping(on)
    local was = auto_switch
    auto_switch = not (on ~= false and on ~= 0)
    return was and 0 or 1
end
function api.get_stepping() return not auto_switch end
-- simulation_advancing_* before about-to-stop (0x10 to 0x14)
local function advancing(state) return state >= 0x10 and state < 0x15 end
function api.make_wait(get_time, get_state)
    return function(dt, simulation_time)
        local t_end = get_time() + dt
        while get_time() < t_end - 1e-12 and advancing(get_state()) do
            api.switch_thread()
            if not co_isyieldable() then break end
        end
        return 0.0
    end
end
function api.make_wait_for_signal(get_signal)
    return function(name)
        while get_signal(name) == nil and co_isyieldable() do api.switch_thread() end
        return get_signal(name)
    end
end
-- a call that spans passes (sim.moveToConfig, sim.moveToPose): in a threaded script, its
-- _init/_step/_cleanup functions stepped here, switching to the next pass between steps
-- ``positional``: the names of the older positional form's arguments after flags (CoppeliaSim
-- 4.2-4.5's sim.moveToConfig(flags, pos, vel, ..., callback, auxData)), or nil if it has none;
-- that form's callback(pos, vel, accel, auxData) runs here, each pass, and it answers
-- pos, vel, accel, timeLeft. A coroutine a non-threaded script resumes each pass (4.2's
-- threads) yields between passes as a threaded script does.
function api.make_stepwise(original, init, step, cleanup, positional)
    return function(params, ...)
        if not co_isyieldable() then return original(params, ...) end
        local legacy, callback, aux = false, nil, nil
        if type(params) ~= 'table' then
            if not positional then return original(params, ...) end
            local args, p = table.pack(...), {flags = params}
            for i = 1, #positional do p[positional[i]] = args[i] end
            callback, aux = p.callback, p.auxData
            p.callback, p.auxData = nil, nil
            params, legacy = p, true
        end
        local data = init(params)
        local done
        repeat
            done, data = step(data)
            if callback then callback(data.pos, data.vel, data.accel, aux) end
            if done == 0 then api.switch_thread() end
        until done ~= 0
        cleanup(data)
        if legacy then return data.pos, data.vel, data.accel, data.timeLeft end
        return data
    end
end
-- wrap an API function of a threaded script: switch first if its slice is used up
function api.auto_switching(f)
    return function(...)
        if auto_switch and clock() - resumed_at > slice and co_isyieldable() then co_yield() end
        return f(...)
    end
end

function api.set_loaded(name, value)
    loaded[name] = value
    if name == "sim" then sim_table = value end
end

-- A threaded script's body: its chunk (V-REP's whole-chunk threads), then, if it defines them,
-- sysCall_init and sysCall_thread (4.6+) or sysCall_threadmain (4.0-4.1).
function api.thread_body(chunk)
    return function()
        chunk()
        local init = rawget(_G, "sysCall_init")
        if init then init() end
        local main = rawget(_G, "sysCall_thread") or rawget(_G, "sysCall_threadmain")
        if main then main() end
    end
end

function api.is_function(value) return type(value) == "function" end

-- A function whose body is empty and that takes no arguments: calling it does nothing, so the
-- loop skips it (as it skips a Python `def sysCall_sensing(): pass`).
function api.does_nothing(f)
    local info = getinfo(f, "SLu")
    if info.nparams ~= 0 or info.isvararg or info.what ~= "Lua" then return false end
    -- one active line, its `end`, on a line of its own (a one-line function may have a body)
    if info.linedefined >= info.lastlinedefined then return false end
    for line in pairs(info.activelines or {}) do
        if line ~= info.lastlinedefined then return false end
    end
    return true
end

-- A function tether lacks: calling it is one error naming it, at the caller's line.
function api.missing(name, why)
    return function() error(name .. " is not implemented by tether" .. (why or ""), 2) end
end

-- A call into a CoppeliaSim plugin tether does not provide: ``text`` names the function and plugin.
function api.plugin_missing(text)
    return function() error(text, 2) end
end

-- Tables whose unknown fields are such functions (sim.xxx) or harmless no-ops (simUI.xxx).
function api.strict(t, prefix, fallback)
    return setmetatable(t, {__index = function(_, key)
        if type(key) ~= "string" then return nil end
        return fallback(prefix .. key)
    end})
end

-- The sim table and the V-REP globals are filled on first use: ``lookup`` (Python) answers
-- tether's value for a name, which is then kept in the table (a plain read from then on).
-- Tables of the few names a script uses stay small and warm in the CPU's caches, which the
-- physics between two passes evicts; a state no longer starts by receiving ~3000 values.
function api.lazy(t, prefix, lookup, fallback)
    return setmetatable(t, {__index = function(tbl, key)
        if type(key) ~= "string" then return nil end
        local value = lookup(key)
        if value ~= nil then
            rawset(tbl, key, value)
            return value
        end
        return fallback(prefix .. key)
    end})
end

-- Globals: simXxx and sim_xxx names resolved (and kept) on first use; simXxx names tether
-- lacks raise the one-line error; other unknown globals are nil.
function api.strict_globals(lookup, fallback)
    setmetatable(_G, {__index = function(_, key)
        if type(key) ~= "string" or not string_find(key, "^sim[A-Z_]") then return nil end
        local value = lookup(key)
        if value ~= nil then
            rawset(_G, key, value)
            return value
        end
        if string_find(key, "^sim[A-Z]") then return fallback(key) end
        return nil
    end})
end

-- Results with vectors: Python returns them flattened when every list is a 3-vector, and Lua
-- builds the tables (far cheaper than building Lua tables from Python); otherwise Python
-- returns the values as they are, lists as tables. The slot of the first list tells the two
-- forms apart: a table only in the second (a flattened vector's first item is never one).
-- ``layout`` has a letter per return value: "L" a list, any other a plain value.
local rebuilders = {}
function api.rebuild(layout, f)
    local make = rebuilders[layout]
    if not make then
        local src
        if layout == "L" then
            src = "return function(f) return function(...) return {f(...)} end end"
        else
            local captured, built, plain, first_list = {}, {}, {}, nil
            for k = 1, #layout do
                if string.sub(layout, k, k) == "L" then
                    local x, y, z = "a" .. #captured + 1, "a" .. #captured + 2, "a" .. #captured + 3
                    first_list = first_list or x
                    captured[#captured + 1], captured[#captured + 2], captured[#captured + 3] = x, y, z
                    built[#built + 1] = "{" .. x .. ", " .. y .. ", " .. z .. "}"
                else
                    captured[#captured + 1] = "a" .. #captured + 1
                    built[#built + 1] = captured[#captured]
                end
                plain[k] = "a" .. k
            end
            src = "local type = type\nreturn function(f) return function(...)\n" ..
                  "local " .. table.concat(captured, ", ") .. " = f(...)\n" ..
                  "if type(" .. first_list .. ") == 'table' then return " .. table.concat(plain, ", ") .. " end\n" ..
                  "return " .. table.concat(built, ", ") .. "\nend end"
        end
        make = rawload(src, "=tether rebuild", "t")()
        rebuilders[layout] = make
    end
    return make(f)
end

-- Arguments that are arrays of numbers reach Python as lists, packed here (iterating a Lua
-- table from Python costs a call per item); other tables are converted by Python.
local pack = host.pack
local function as_list(a)
    if type(a) ~= "table" then return a end
    local m = #a
    for k = 1, m do
        if type(a[k]) ~= "number" then return a end
    end
    if next(a, m > 0 and m or nil) ~= nil then return a end
    return pack(table_unpack(a, 1, m))
end
-- f: the function with its arguments as they are; flat[k + 1]: the same with k arguments
-- then a vector's numbers (Python turns them back into a list)
function api.list_args(f, flat0, flat1, flat2, flat3)
    return function(...)
        local n = select("#", ...)
        -- the usual shape, a vector last (setObjectPosition(h, -1, {x, y, z})): its numbers go
        -- along with the other arguments, in one call
        if n >= 1 and n <= 4 then
            local last = select(n, ...)
            local m = type(last) == "table" and #last or 0
            if m > 0 and m <= 16 and next(last, m) == nil then
                local numbers = true
                for k = 1, m do
                    if type(last[k]) ~= "number" then numbers = false break end
                end
                if numbers then
                    if n == 1 then return flat0(table_unpack(last, 1, m)) end
                    if n == 2 then local a = ... return flat1(as_list(a), table_unpack(last, 1, m)) end
                    if n == 3 then
                        local a, b = ...
                        return flat2(as_list(a), as_list(b), table_unpack(last, 1, m))
                    end
                    local a, b, c = ...
                    return flat3(as_list(a), as_list(b), as_list(c), table_unpack(last, 1, m))
                end
            end
        end
        if n == 1 then return f(as_list((...))) end
        if n == 2 then local a, b = ... return f(as_list(a), as_list(b)) end
        if n == 3 then local a, b, c = ... return f(as_list(a), as_list(b), as_list(c)) end
        local args = {...}
        for i = 1, n do args[i] = as_list(args[i]) end
        return f(table_unpack(args, 1, n))
    end
end

api.unpack = table_unpack
api.main_thread = string.format("%p", co_running())  -- this lua_State, for the watchdog
return api
