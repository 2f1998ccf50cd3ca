"""CoppeliaSim's constants under their C names (``sim_<name>``), as the legacy remote API's
``simConst.py`` spells them: object types and sub-types, special handles, simulation states,
parameter ids, properties and the object group data types of spec §7.3 (tether's names).

The core's one table of CoppeliaSim values: :mod:`tether.core.constants` builds the ``sim``
API's names from it, and ``tether.remoteapi.simConst`` re-exports it beside the remote API's
own ``simx_*`` names. Values follow the published CoppeliaSim API.
"""

# ruff: noqa: N816  (the official lower_snake names are the public interface)

# Scene object types
sim_object_shape_type = 0
sim_object_joint_type = 1
sim_object_graph_type = 2
sim_object_camera_type = 3
sim_object_dummy_type = 4
sim_object_proximitysensor_type = 5
sim_object_reserved1 = 6
sim_object_reserved2 = 7
sim_object_path_type = 8
sim_object_visionsensor_type = 9
sim_object_volume_type = 10
sim_object_mill_type = 11
sim_object_forcesensor_type = 12
sim_object_light_type = 13
sim_object_mirror_type = 14
sim_object_octree_type = 15
sim_object_pointcloud_type = 16

# General object types (simxGetObjectGroupData objectType)
sim_appobj_object_type = 109
sim_appobj_collision_type = 110
sim_appobj_distance_type = 111
sim_appobj_simulation_type = 112
sim_appobj_ik_type = 113
sim_appobj_constraintsolver_type = 114
sim_appobj_collection_type = 115
sim_appobj_ui_type = 116
sim_appobj_script_type = 117
sim_appobj_pathplanning_type = 118
sim_appobj_RESERVED_type = 119
sim_appobj_texture_type = 120

# Light sub-types
sim_light_omnidirectional_subtype = 1
sim_light_spot_subtype = 2
sim_light_directional_subtype = 3

# Joint sub-types
sim_joint_revolute_subtype = 10
sim_joint_prismatic_subtype = 11
sim_joint_spherical_subtype = 12

# Shape sub-types
sim_shape_simpleshape_subtype = 20
sim_shape_multishape_subtype = 21

# Proximity sensor sub-types
sim_proximitysensor_pyramid_subtype = 30
sim_proximitysensor_cylinder_subtype = 31
sim_proximitysensor_disc_subtype = 32
sim_proximitysensor_cone_subtype = 33
sim_proximitysensor_ray_subtype = 34

# No sub-type
sim_object_no_subtype = 200

# Joint modes
sim_jointmode_passive = 0
sim_jointmode_motion = 1
sim_jointmode_ik = 2
sim_jointmode_ikdependent = 3
sim_jointmode_dependent = 4
sim_jointmode_force = 5

# Special handles
sim_handle_all = -2
sim_handle_all_except_explicit = -3
sim_handle_self = -4
sim_handle_main_script = -5
sim_handle_tree = -6
sim_handle_chain = -7
sim_handle_single = -8
sim_handle_default = -9
sim_handle_all_except_self = -10
sim_handle_parent = -11
sim_handleflag_assembly = 0x400000
sim_handleflag_model = 0x800000

# Simulation states
sim_simulation_stopped = 0x00
sim_simulation_paused = 0x08
sim_simulation_advancing = 0x10
sim_simulation_advancing_firstafterstop = 0x10
sim_simulation_advancing_running = 0x11
sim_simulation_advancing_lastbeforepause = 0x13
sim_simulation_advancing_firstafterpause = 0x14
sim_simulation_advancing_abouttostop = 0x15
sim_simulation_advancing_lastbeforestop = 0x16

# Script types
sim_scripttype_mainscript = 0
sim_scripttype_childscript = 1
sim_scripttype_jointctrlcallback = 4
sim_scripttype_contactcallback = 5
sim_scripttype_customizationscript = 6
sim_scripttype_generalcallback = 7

# Script types
sim_scripttype_threaded = 0x00f0

# API error report modes
sim_api_errormessage_ignore = 0
sim_api_errormessage_report = 1
sim_api_errormessage_output = 2

# Dialog styles
sim_dlgstyle_message = 0
sim_dlgstyle_input = 1
sim_dlgstyle_ok = 2
sim_dlgstyle_ok_cancel = 3
sim_dlgstyle_yes_no = 4

# Dialog styles
sim_dlgstyle_dont_center = 32

# Dialog return values
sim_dlgret_still_open = 0
sim_dlgret_ok = 1
sim_dlgret_cancel = 2
sim_dlgret_yes = 3
sim_dlgret_no = 4

# Boolean parameters (simxGet/SetBooleanParameter)
sim_boolparam_hierarchy_visible = 0
sim_boolparam_console_visible = 1
sim_boolparam_collision_handling_enabled = 2
sim_boolparam_distance_handling_enabled = 3
sim_boolparam_ik_handling_enabled = 4
sim_boolparam_gcs_handling_enabled = 5
sim_boolparam_dynamics_handling_enabled = 6
sim_boolparam_joint_motion_handling_enabled = 7
sim_boolparam_path_motion_handling_enabled = 8
sim_boolparam_proximity_sensor_handling_enabled = 9
sim_boolparam_vision_sensor_handling_enabled = 10
sim_boolparam_mill_handling_enabled = 11
sim_boolparam_browser_visible = 12
sim_boolparam_scene_and_model_load_messages = 13
sim_boolparam_shape_textures_are_visible = 15
sim_boolparam_display_enabled = 16
sim_boolparam_infotext_visible = 17
sim_boolparam_statustext_open = 18
sim_boolparam_fog_enabled = 19
sim_boolparam_rml2_available = 20
sim_boolparam_rml4_available = 21
sim_boolparam_mirrors_enabled = 22
sim_boolparam_aux_clip_planes_enabled = 23
sim_boolparam_full_model_copy_from_api = 24
sim_boolparam_realtime_simulation = 25
sim_boolparam_force_show_wireless_emission = 27
sim_boolparam_force_show_wireless_reception = 28
sim_boolparam_video_recording_triggered = 29
sim_boolparam_threaded_rendering_enabled = 32
sim_boolparam_fullscreen = 33
sim_boolparam_headless = 34
sim_boolparam_hierarchy_toolbarbutton_enabled = 35
sim_boolparam_browser_toolbarbutton_enabled = 36
sim_boolparam_objectshift_toolbarbutton_enabled = 37
sim_boolparam_objectrotate_toolbarbutton_enabled = 38
sim_boolparam_force_calcstruct_all_visible = 39
sim_boolparam_force_calcstruct_all = 40
sim_boolparam_exit_request = 41
sim_boolparam_play_toolbarbutton_enabled = 42
sim_boolparam_pause_toolbarbutton_enabled = 43
sim_boolparam_stop_toolbarbutton_enabled = 44
sim_boolparam_waiting_for_trigger = 45

# Integer parameters (simxGet/SetIntegerParameter)
sim_intparam_error_report_mode = 0
sim_intparam_program_version = 1
sim_intparam_instance_count = 2
sim_intparam_custom_cmd_start_id = 3
sim_intparam_compilation_version = 4
sim_intparam_current_page = 5
sim_intparam_flymode_camera_handle = 6
sim_intparam_dynamic_step_divider = 7
sim_intparam_dynamic_engine = 8
sim_intparam_server_port_start = 9
sim_intparam_server_port_range = 10
sim_intparam_visible_layers = 11
sim_intparam_infotext_style = 12
sim_intparam_settings = 13
sim_intparam_edit_mode_type = 14
sim_intparam_server_port_next = 15
sim_intparam_qt_version = 16
sim_intparam_event_flags_read = 17
sim_intparam_event_flags_read_clear = 18
sim_intparam_platform = 19
sim_intparam_scene_unique_id = 20
sim_intparam_work_thread_count = 21
sim_intparam_mouse_x = 22
sim_intparam_mouse_y = 23
sim_intparam_core_count = 24
sim_intparam_work_thread_calc_time_ms = 25
sim_intparam_idle_fps = 26
sim_intparam_prox_sensor_select_down = 27
sim_intparam_prox_sensor_select_up = 28
sim_intparam_stop_request_counter = 29
sim_intparam_program_revision = 30
sim_intparam_mouse_buttons = 31
sim_intparam_dynamic_warning_disabled_mask = 32
sim_intparam_simulation_warning_disabled_mask = 33
sim_intparam_scene_index = 34
sim_intparam_motionplanning_seed = 35
sim_intparam_speedmodifier = 36

# Float parameters (simxGet/SetFloatingParameter)
sim_floatparam_rand = 0
sim_floatparam_simulation_time_step = 1
sim_floatparam_stereo_distance = 2

# String parameters (simxGetStringParameter)
sim_stringparam_application_path = 0
sim_stringparam_video_filename = 1
sim_stringparam_app_arg1 = 2
sim_stringparam_app_arg2 = 3
sim_stringparam_app_arg3 = 4
sim_stringparam_app_arg4 = 5
sim_stringparam_app_arg5 = 6
sim_stringparam_app_arg6 = 7
sim_stringparam_app_arg7 = 8
sim_stringparam_app_arg8 = 9
sim_stringparam_app_arg9 = 10
sim_stringparam_scene_path_and_name = 13

# Array parameters (simxGet/SetArrayParameter)
sim_arrayparam_gravity = 0
sim_arrayparam_fog = 1
sim_arrayparam_fog_color = 2
sim_arrayparam_background_color1 = 3
sim_arrayparam_background_color2 = 4
sim_arrayparam_ambient_light = 5
sim_arrayparam_random_euler = 6

# Object parameters, all objects (simxGet/SetObject*Parameter)
sim_objintparam_visibility_layer = 10
sim_objfloatparam_abs_x_velocity = 11
sim_objfloatparam_abs_y_velocity = 12
sim_objfloatparam_abs_z_velocity = 13
sim_objfloatparam_abs_rot_velocity = 14
sim_objfloatparam_objbbox_min_x = 15
sim_objfloatparam_objbbox_min_y = 16
sim_objfloatparam_objbbox_min_z = 17
sim_objfloatparam_objbbox_max_x = 18
sim_objfloatparam_objbbox_max_y = 19
sim_objfloatparam_objbbox_max_z = 20
sim_objfloatparam_modelbbox_min_x = 21
sim_objfloatparam_modelbbox_min_y = 22
sim_objfloatparam_modelbbox_min_z = 23
sim_objfloatparam_modelbbox_max_x = 24
sim_objfloatparam_modelbbox_max_y = 25
sim_objfloatparam_modelbbox_max_z = 26
sim_objintparam_collection_self_collision_indicator = 27
sim_objfloatparam_transparency_offset = 28
sim_objintparam_child_role = 29
sim_objintparam_parent_role = 30
sim_objintparam_manipulation_permissions = 31
sim_objintparam_illumination_handle = 32

# Vision sensor parameters
sim_visionfloatparam_near_clipping = 1000
sim_visionfloatparam_far_clipping = 1001
sim_visionintparam_resolution_x = 1002
sim_visionintparam_resolution_y = 1003
sim_visionfloatparam_perspective_angle = 1004
sim_visionfloatparam_ortho_size = 1005
sim_visionintparam_disabled_light_components = 1006
sim_visionintparam_rendering_attributes = 1007
sim_visionintparam_entity_to_render = 1008
sim_visionintparam_windowed_size_x = 1009
sim_visionintparam_windowed_size_y = 1010
sim_visionintparam_windowed_pos_x = 1011
sim_visionintparam_windowed_pos_y = 1012
sim_visionintparam_pov_focal_blur = 1013
sim_visionfloatparam_pov_blur_distance = 1014
sim_visionfloatparam_pov_aperture = 1015
sim_visionintparam_pov_blur_sampled = 1016
sim_visionintparam_render_mode = 1017

# Joint parameters (2012 = velocity, read by DQ_VrepInterface)
sim_jointintparam_motor_enabled = 2000
sim_jointintparam_ctrl_enabled = 2001
sim_jointfloatparam_pid_p = 2002
sim_jointfloatparam_pid_i = 2003
sim_jointfloatparam_pid_d = 2004
sim_jointfloatparam_intrinsic_x = 2005
sim_jointfloatparam_intrinsic_y = 2006
sim_jointfloatparam_intrinsic_z = 2007
sim_jointfloatparam_intrinsic_qx = 2008
sim_jointfloatparam_intrinsic_qy = 2009
sim_jointfloatparam_intrinsic_qz = 2010
sim_jointfloatparam_intrinsic_qw = 2011
sim_jointfloatparam_velocity = 2012
sim_jointfloatparam_spherical_qx = 2013
sim_jointfloatparam_spherical_qy = 2014
sim_jointfloatparam_spherical_qz = 2015
sim_jointfloatparam_spherical_qw = 2016
sim_jointfloatparam_upper_limit = 2017
sim_jointfloatparam_kc_k = 2018
sim_jointfloatparam_kc_c = 2019
sim_jointfloatparam_ik_weight = 2021
sim_jointfloatparam_error_x = 2022
sim_jointfloatparam_error_y = 2023
sim_jointfloatparam_error_z = 2024
sim_jointfloatparam_error_a = 2025
sim_jointfloatparam_error_b = 2026
sim_jointfloatparam_error_g = 2027
sim_jointfloatparam_error_pos = 2028
sim_jointfloatparam_error_angle = 2029
sim_jointintparam_velocity_lock = 2030
sim_jointintparam_vortex_dep_handle = 2031
sim_jointfloatparam_vortex_dep_multiplication = 2032
sim_jointfloatparam_vortex_dep_offset = 2033

# Shape parameters
sim_shapefloatparam_init_velocity_x = 3000
sim_shapefloatparam_init_velocity_y = 3001
sim_shapefloatparam_init_velocity_z = 3002
sim_shapefloatparam_mass = 3005
sim_shapefloatparam_texture_x = 3006
sim_shapefloatparam_texture_y = 3007
sim_shapefloatparam_texture_z = 3008
sim_shapefloatparam_texture_a = 3009
sim_shapefloatparam_texture_b = 3010
sim_shapefloatparam_texture_g = 3011
sim_shapefloatparam_texture_scaling_x = 3012
sim_shapefloatparam_texture_scaling_y = 3013
sim_shapeintparam_culling = 3014
sim_shapeintparam_wireframe = 3015
sim_shapeintparam_compound = 3016
sim_shapeintparam_convex = 3017
sim_shapeintparam_convex_check = 3018
sim_shapeintparam_respondable_mask = 3019
sim_shapefloatparam_init_velocity_a = 3020
sim_shapefloatparam_init_velocity_b = 3021
sim_shapefloatparam_init_velocity_g = 3022
sim_shapestringparam_color_name = 3023
sim_shapeintparam_edge_visibility = 3024
sim_shapefloatparam_shading_angle = 3025
sim_shapefloatparam_edge_angle = 3026
sim_shapeintparam_edge_borders_hidden = 3027

# Other object parameters
sim_proxintparam_ray_invisibility = 4000
sim_lightintparam_pov_casts_shadows = 8000
sim_dummyintparam_link_type = 10000

# Force sensor parameters
sim_forcefloatparam_error_x = 5000
sim_forcefloatparam_error_y = 5001
sim_forcefloatparam_error_z = 5002
sim_forcefloatparam_error_a = 5003
sim_forcefloatparam_error_b = 5004
sim_forcefloatparam_error_g = 5005
sim_forcefloatparam_error_pos = 5006
sim_forcefloatparam_error_angle = 5007

# Camera parameters
sim_cameraintparam_disabled_light_components = 9000
sim_camerafloatparam_perspective_angle = 9001
sim_camerafloatparam_ortho_size = 9002
sim_cameraintparam_rendering_attributes = 9003
sim_cameraintparam_pov_focal_blur = 9004
sim_camerafloatparam_pov_blur_distance = 9005
sim_camerafloatparam_pov_aperture = 9006
sim_cameraintparam_pov_blur_samples = 9007

# Object special properties
sim_objectspecialproperty_collidable = 0x0001
sim_objectspecialproperty_measurable = 0x0002
sim_objectspecialproperty_detectable_ultrasonic = 0x0010
sim_objectspecialproperty_detectable_infrared = 0x0020
sim_objectspecialproperty_detectable_laser = 0x0040
sim_objectspecialproperty_detectable_inductive = 0x0080
sim_objectspecialproperty_detectable_capacitive = 0x0100
sim_objectspecialproperty_renderable = 0x0200
sim_objectspecialproperty_detectable_all = 0x01f0
sim_objectspecialproperty_cuttable = 0x0400
sim_objectspecialproperty_pathplanning_ignored = 0x0800

# Model properties (simxGet/SetModelProperty)
sim_modelproperty_not_collidable = 0x0001
sim_modelproperty_not_measurable = 0x0002
sim_modelproperty_not_renderable = 0x0004
sim_modelproperty_not_detectable = 0x0008
sim_modelproperty_not_cuttable = 0x0010
sim_modelproperty_not_dynamic = 0x0020
sim_modelproperty_not_respondable = 0x0040
sim_modelproperty_not_reset = 0x0080
sim_modelproperty_not_visible = 0x0100
sim_modelproperty_not_model = 0xf000

# Object group data types (simxGetObjectGroupData dataType, spec §7.3)
sim_objectgroupdata_names = 0
sim_objectgroupdata_types = 1
sim_objectgroupdata_parents = 2
sim_objectgroupdata_absolute_positions = 3
sim_objectgroupdata_relative_positions = 4
sim_objectgroupdata_absolute_orientations = 5
sim_objectgroupdata_relative_orientations = 6
sim_objectgroupdata_absolute_quaternions = 7
sim_objectgroupdata_relative_quaternions = 8
sim_objectgroupdata_absolute_poses = 9
sim_objectgroupdata_relative_poses = 10
sim_objectgroupdata_absolute_poses_quaternion = 11
sim_objectgroupdata_relative_poses_quaternion = 12
sim_objectgroupdata_proximity_sensor_data = 13
sim_objectgroupdata_force_sensor_data = 14
sim_objectgroupdata_joint_state = 15
sim_objectgroupdata_joint_properties = 16
sim_objectgroupdata_linear_velocities = 17
sim_objectgroupdata_angular_velocities = 18
sim_objectgroupdata_velocities = 19
sim_objectgroupdata_aliases = 20
sim_objectgroupdata_full_path_aliases = 21
