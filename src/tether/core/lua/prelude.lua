-- tether's prelude: the first chunk of every script's Lua state (tether.core.lua.state).
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
local deadline = math.huge
local killed = nil                     -- the time-limit message once a callback overran

-- The time limit: a count hook on every thread of the state (hooks are per coroutine).
local function on_count()
    if killed or clock() > deadline then
        killed = killed or ("ran longer than " .. tostring(time_limit) ..
            " s without returning (an endless loop?); stopped by tether's time limit")
        error(killed, 2)
    end
end
local HOOK_COUNT = 100000
sethook(on_count, "", HOOK_COUNT)

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
io = nil
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

local function handler(err)
    local where, message = location(nil, err)
    return where .. "\0" .. message .. "\0" .. traceback(tostring(err), 2)
end

local api = {}

-- Call f(...) under the time limit; returns true, results... or false, "where\0message\0traceback".
function api.run(f, ...)
    deadline = clock() + time_limit
    killed = nil
    return rawxpcall(f, handler, ...)
end

-- Compile a chunk of the script's own file (text only).
function api.compile(source)
    return rawload(source, script_source, "t")
end

-- Threads: the script's one thread, a coroutine running body() (kept here: lupa does not hand
-- coroutines back to Lua as threads); errors are caught inside (xpcall yields in Lua 5.4).
local resumed_at = 0.0
local thread = nil
function api.spawn(body)
    thread = co_create(function() return rawxpcall(body, handler) end)
    sethook(thread, on_count, "", HOOK_COUNT)
end

-- Resume the thread; returns its status ("suspended"/"dead") and, if its body failed, the error.
function api.resume()
    local co = thread
    deadline = clock() + time_limit
    killed = nil
    resumed_at = clock()
    local ok, body_ok, err = co_resume(co)
    if not ok then return "dead", location(co, body_ok) .. "\0" .. tostring(body_ok) .. "\0" end
    if co_status(co) == "dead" and body_ok == false then return "dead", err end
    return co_status(co), nil
end

function api.close()
    if thread ~= nil and co_status(thread) ~= "dead" then co_close(thread) end
    thread = nil
end

-- Thread switching, as Lua wrappers (a Python function cannot yield a Lua coroutine)
local auto_switch = true
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
-- wrap an API function of a threaded script: switch first if its slice is used up
function api.auto_switching(f)
    return function(...)
        if auto_switch and clock() - resumed_at > slice and co_isyieldable() then co_yield() end
        return f(...)
    end
end

function api.set_loaded(name, value) loaded[name] = value end

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

-- A function tether lacks: calling it is one error naming it, at the caller's line.
function api.missing(name, why)
    return function() error(name .. " is not implemented by tether" .. (why or ""), 2) end
end

-- Tables whose unknown fields are such functions (sim.xxx) or harmless no-ops (simUI.xxx).
function api.strict(t, prefix, fallback)
    return setmetatable(t, {__index = function(_, key)
        if type(key) ~= "string" then return nil end
        return fallback(prefix .. key)
    end})
end

-- Globals: simXxx names tether lacks raise the one-line error; other unknown globals are nil.
function api.strict_globals(fallback)
    setmetatable(_G, {__index = function(_, key)
        if type(key) == "string" and string_find(key, "^sim[A-Z]") then return fallback(key) end
        return nil
    end})
end

api.unpack = table_unpack
return api
