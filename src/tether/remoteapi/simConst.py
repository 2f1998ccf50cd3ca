"""Constants of the legacy remote API for client programs (tether's own simConst).

Drop-in for the names client programs import from the official ``simConst.py``: op-modes,
return codes, header offsets, object types, special handles, simulation states and the
parameter ids clients pass to simx functions. Values follow the published CoppeliaSim API.
The remote API's own ``simx_*`` names are here; CoppeliaSim's ``sim_*`` constants live in the
core (:mod:`tether.core.engine.legacy_constants`) and are re-exported.
"""

# ruff: noqa: N816  (the official lower_snake names are the public interface)

# Legacy remote API: op-modes (bits 16-23 of the command word; low 16 bits = delay or chunk size)
simx_opmode_oneshot = 0x000000
simx_opmode_blocking = 0x010000
simx_opmode_oneshot_wait = 0x010000
simx_opmode_continuous = 0x020000
simx_opmode_streaming = 0x020000
simx_opmode_oneshot_split = 0x030000
simx_opmode_continuous_split = 0x040000
simx_opmode_streaming_split = 0x040000
simx_opmode_discontinue = 0x050000
simx_opmode_buffer = 0x060000
simx_opmode_remove = 0x070000

# Legacy remote API: return-code bit flags
simx_return_ok = 0x000000
simx_return_novalue_flag = 0x000001
simx_return_timeout_flag = 0x000002
simx_return_illegal_opmode_flag = 0x000004
simx_return_remote_error_flag = 0x000008
simx_return_split_progress_flag = 0x000010
simx_return_local_error_flag = 0x000020
simx_return_initialize_error_flag = 0x000040
simx_error_noerror = 0x000000
simx_error_novalue_flag = 0x000001
simx_error_timeout_flag = 0x000002
simx_error_illegal_opmode_flag = 0x000004
simx_error_remote_error_flag = 0x000008
simx_error_split_progress_flag = 0x000010
simx_error_local_error_flag = 0x000020
simx_error_initialize_error_flag = 0x000040

# Legacy remote API: message header offsets (infoType of simxGet*MessageInfo)
simx_headeroffset_crc = 0
simx_headeroffset_version = 2
simx_headeroffset_message_id = 3
simx_headeroffset_client_time = 7
simx_headeroffset_server_time = 11
simx_headeroffset_scene_id = 15
simx_headeroffset_server_state = 17
SIMX_HEADER_SIZE = 18

# Legacy remote API: command sub-header offsets
simx_cmdheaderoffset_mem_size = 0
simx_cmdheaderoffset_full_mem_size = 4
simx_cmdheaderoffset_pdata_offset0 = 8
simx_cmdheaderoffset_pdata_offset1 = 10
simx_cmdheaderoffset_cmd = 14
simx_cmdheaderoffset_delay_or_split = 18
simx_cmdheaderoffset_sim_time = 20
simx_cmdheaderoffset_status = 24
simx_cmdheaderoffset_reserved = 25
SIMX_SUBHEADER_SIZE = 26
# The official simConst.py says 0 here although the library sends 11 (spec §7.2); tether says what is sent.
SIMX_VERSION = 11

# CoppeliaSim's own constants (object types, handles, states, parameters...): the core's table.
from tether.core.engine.legacy_constants import *  # noqa: E402,F403
