"""CoppeliaSim's constants under their C names (``sim_<name>``), as the legacy remote API's
``simConst.py`` spells them: object types and sub-types, special handles, simulation states,
parameter ids, properties and the object group data types of spec §7.3 (tether's names).

The core's one table of CoppeliaSim values: :mod:`tether.core.engine.constants` builds the ``sim``
API's names from it, and ``tether.remoteapi.simConst`` re-exports it beside the remote API's
own ``simx_*`` names. Values are CoppeliaSim's generated catalogue's
(:mod:`tether.core.engine.catalogue_data`) for every name it lists; only V-REP's names that CoppeliaSim
4.x dropped keep their values here.
"""

# ruff: noqa: N816  (the official lower_snake names are the public interface)

from tether.core.engine.catalogue_data import CONSTANTS as CATALOGUE

# -- V-REP's names that CoppeliaSim 4.x's catalogue no longer lists: their values ----------------
# Scene object types
sim_object_reserved1 = 6
sim_object_reserved2 = 7
sim_object_volume_type = 10

# General object types (simxGetObjectGroupData objectType)
sim_appobj_constraintsolver_type = 114
sim_appobj_RESERVED_type = 119

# Joint modes
sim_jointmode_motion = 1

# Script types
sim_scripttype_jointctrlcallback = 4
sim_scripttype_contactcallback = 5
sim_scripttype_generalcallback = 7

# API error report modes
sim_api_errormessage_ignore = 0
sim_api_errormessage_report = 1
sim_api_errormessage_output = 2

# Boolean parameters (simxGet/SetBooleanParameter)
sim_boolparam_joint_motion_handling_enabled = 7
sim_boolparam_path_motion_handling_enabled = 8
sim_boolparam_threaded_rendering_enabled = 32

# Integer parameters (simxGet/SetIntegerParameter)
sim_intparam_instance_count = 2
sim_intparam_custom_cmd_start_id = 3
sim_intparam_event_flags_read = 17
sim_intparam_event_flags_read_clear = 18

# Object special properties
sim_objectspecialproperty_cuttable = 0x0400

# Model properties (simxGet/SetModelProperty)
sim_modelproperty_not_cuttable = 0x0010

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

# -- every other name: its value is the catalogue's ------------------------------------------------
#: The ``sim_<name>`` constants whose value CoppeliaSim's catalogue gives.
FROM_CATALOGUE: tuple[str, ...] = (
    # Scene object types
    "object_shape_type",
    "object_joint_type",
    "object_graph_type",
    "object_camera_type",
    "object_dummy_type",
    "object_proximitysensor_type",
    "object_path_type",
    "object_visionsensor_type",
    "object_mill_type",
    "object_forcesensor_type",
    "object_light_type",
    "object_mirror_type",
    "object_octree_type",
    "object_pointcloud_type",
    # General object types (simxGetObjectGroupData objectType)
    "appobj_object_type",
    "appobj_collision_type",
    "appobj_distance_type",
    "appobj_simulation_type",
    "appobj_ik_type",
    "appobj_collection_type",
    "appobj_ui_type",
    "appobj_script_type",
    "appobj_pathplanning_type",
    "appobj_texture_type",
    # Light sub-types
    "light_omnidirectional_subtype",
    "light_spot_subtype",
    "light_directional_subtype",
    # Joint sub-types
    "joint_revolute_subtype",
    "joint_prismatic_subtype",
    "joint_spherical_subtype",
    # Shape sub-types
    "shape_simpleshape_subtype",
    "shape_multishape_subtype",
    # Proximity sensor sub-types
    "proximitysensor_pyramid_subtype",
    "proximitysensor_cylinder_subtype",
    "proximitysensor_disc_subtype",
    "proximitysensor_cone_subtype",
    "proximitysensor_ray_subtype",
    # No sub-type
    "object_no_subtype",
    # Joint modes
    "jointmode_passive",
    "jointmode_ik",
    "jointmode_ikdependent",
    "jointmode_dependent",
    "jointmode_force",
    # Special handles
    "handle_all",
    "handle_all_except_explicit",
    "handle_self",
    "handle_main_script",
    "handle_tree",
    "handle_chain",
    "handle_single",
    "handle_default",
    "handle_all_except_self",
    "handle_parent",
    "handleflag_assembly",
    "handleflag_model",
    # Simulation states
    "simulation_stopped",
    "simulation_paused",
    "simulation_advancing",
    "simulation_advancing_firstafterstop",
    "simulation_advancing_running",
    "simulation_advancing_lastbeforepause",
    "simulation_advancing_firstafterpause",
    "simulation_advancing_abouttostop",
    "simulation_advancing_lastbeforestop",
    # Script types
    "scripttype_mainscript",
    "scripttype_childscript",
    "scripttype_customizationscript",
    "scripttype_threaded",
    # Dialog styles
    "dlgstyle_message",
    "dlgstyle_input",
    "dlgstyle_ok",
    "dlgstyle_ok_cancel",
    "dlgstyle_yes_no",
    "dlgstyle_dont_center",
    # Dialog return values
    "dlgret_still_open",
    "dlgret_ok",
    "dlgret_cancel",
    "dlgret_yes",
    "dlgret_no",
    # Boolean parameters (simxGet/SetBooleanParameter)
    "boolparam_hierarchy_visible",
    "boolparam_console_visible",
    "boolparam_collision_handling_enabled",
    "boolparam_distance_handling_enabled",
    "boolparam_ik_handling_enabled",
    "boolparam_gcs_handling_enabled",
    "boolparam_dynamics_handling_enabled",
    "boolparam_proximity_sensor_handling_enabled",
    "boolparam_vision_sensor_handling_enabled",
    "boolparam_mill_handling_enabled",
    "boolparam_browser_visible",
    "boolparam_scene_and_model_load_messages",
    "boolparam_shape_textures_are_visible",
    "boolparam_display_enabled",
    "boolparam_infotext_visible",
    "boolparam_statustext_open",
    "boolparam_fog_enabled",
    "boolparam_rml2_available",
    "boolparam_rml4_available",
    "boolparam_mirrors_enabled",
    "boolparam_aux_clip_planes_enabled",
    "boolparam_full_model_copy_from_api",
    "boolparam_realtime_simulation",
    "boolparam_force_show_wireless_emission",
    "boolparam_force_show_wireless_reception",
    "boolparam_video_recording_triggered",
    "boolparam_fullscreen",
    "boolparam_headless",
    "boolparam_hierarchy_toolbarbutton_enabled",
    "boolparam_browser_toolbarbutton_enabled",
    "boolparam_objectshift_toolbarbutton_enabled",
    "boolparam_objectrotate_toolbarbutton_enabled",
    "boolparam_force_calcstruct_all_visible",
    "boolparam_force_calcstruct_all",
    "boolparam_exit_request",
    "boolparam_play_toolbarbutton_enabled",
    "boolparam_pause_toolbarbutton_enabled",
    "boolparam_stop_toolbarbutton_enabled",
    "boolparam_waiting_for_trigger",
    # Integer parameters (simxGet/SetIntegerParameter)
    "intparam_error_report_mode",
    "intparam_program_version",
    "intparam_compilation_version",
    "intparam_current_page",
    "intparam_flymode_camera_handle",
    "intparam_dynamic_step_divider",
    "intparam_dynamic_engine",
    "intparam_server_port_start",
    "intparam_server_port_range",
    "intparam_visible_layers",
    "intparam_infotext_style",
    "intparam_settings",
    "intparam_edit_mode_type",
    "intparam_server_port_next",
    "intparam_qt_version",
    "intparam_platform",
    "intparam_scene_unique_id",
    "intparam_work_thread_count",
    "intparam_mouse_x",
    "intparam_mouse_y",
    "intparam_core_count",
    "intparam_work_thread_calc_time_ms",
    "intparam_idle_fps",
    "intparam_prox_sensor_select_down",
    "intparam_prox_sensor_select_up",
    "intparam_stop_request_counter",
    "intparam_program_revision",
    "intparam_mouse_buttons",
    "intparam_dynamic_warning_disabled_mask",
    "intparam_simulation_warning_disabled_mask",
    "intparam_scene_index",
    "intparam_motionplanning_seed",
    "intparam_speedmodifier",
    # Float parameters (simxGet/SetFloatingParameter)
    "floatparam_rand",
    "floatparam_simulation_time_step",
    "floatparam_stereo_distance",
    # String parameters (simxGetStringParameter)
    "stringparam_application_path",
    "stringparam_video_filename",
    "stringparam_app_arg1",
    "stringparam_app_arg2",
    "stringparam_app_arg3",
    "stringparam_app_arg4",
    "stringparam_app_arg5",
    "stringparam_app_arg6",
    "stringparam_app_arg7",
    "stringparam_app_arg8",
    "stringparam_app_arg9",
    "stringparam_scene_path_and_name",
    # Array parameters (simxGet/SetArrayParameter)
    "arrayparam_gravity",
    "arrayparam_fog",
    "arrayparam_fog_color",
    "arrayparam_background_color1",
    "arrayparam_background_color2",
    "arrayparam_ambient_light",
    "arrayparam_random_euler",
    # Object parameters, all objects (simxGet/SetObject*Parameter)
    "objintparam_visibility_layer",
    "objfloatparam_abs_x_velocity",
    "objfloatparam_abs_y_velocity",
    "objfloatparam_abs_z_velocity",
    "objfloatparam_abs_rot_velocity",
    "objfloatparam_objbbox_min_x",
    "objfloatparam_objbbox_min_y",
    "objfloatparam_objbbox_min_z",
    "objfloatparam_objbbox_max_x",
    "objfloatparam_objbbox_max_y",
    "objfloatparam_objbbox_max_z",
    "objfloatparam_modelbbox_min_x",
    "objfloatparam_modelbbox_min_y",
    "objfloatparam_modelbbox_min_z",
    "objfloatparam_modelbbox_max_x",
    "objfloatparam_modelbbox_max_y",
    "objfloatparam_modelbbox_max_z",
    "objintparam_collection_self_collision_indicator",
    "objfloatparam_transparency_offset",
    "objintparam_child_role",
    "objintparam_parent_role",
    "objintparam_manipulation_permissions",
    "objintparam_illumination_handle",
    # Vision sensor parameters
    "visionfloatparam_near_clipping",
    "visionfloatparam_far_clipping",
    "visionintparam_resolution_x",
    "visionintparam_resolution_y",
    "visionfloatparam_perspective_angle",
    "visionfloatparam_ortho_size",
    "visionintparam_disabled_light_components",
    "visionintparam_rendering_attributes",
    "visionintparam_entity_to_render",
    "visionintparam_windowed_size_x",
    "visionintparam_windowed_size_y",
    "visionintparam_windowed_pos_x",
    "visionintparam_windowed_pos_y",
    "visionintparam_pov_focal_blur",
    "visionfloatparam_pov_blur_distance",
    "visionfloatparam_pov_aperture",
    "visionintparam_pov_blur_sampled",
    "visionintparam_render_mode",
    # Joint parameters (2012 = velocity, read by DQ_VrepInterface)
    "jointintparam_motor_enabled",
    "jointintparam_ctrl_enabled",
    "jointfloatparam_pid_p",
    "jointfloatparam_pid_i",
    "jointfloatparam_pid_d",
    "jointfloatparam_intrinsic_x",
    "jointfloatparam_intrinsic_y",
    "jointfloatparam_intrinsic_z",
    "jointfloatparam_intrinsic_qx",
    "jointfloatparam_intrinsic_qy",
    "jointfloatparam_intrinsic_qz",
    "jointfloatparam_intrinsic_qw",
    "jointfloatparam_velocity",
    "jointfloatparam_spherical_qx",
    "jointfloatparam_spherical_qy",
    "jointfloatparam_spherical_qz",
    "jointfloatparam_spherical_qw",
    "jointfloatparam_upper_limit",
    "jointfloatparam_kc_k",
    "jointfloatparam_kc_c",
    "jointfloatparam_ik_weight",
    "jointfloatparam_error_x",
    "jointfloatparam_error_y",
    "jointfloatparam_error_z",
    "jointfloatparam_error_a",
    "jointfloatparam_error_b",
    "jointfloatparam_error_g",
    "jointfloatparam_error_pos",
    "jointfloatparam_error_angle",
    "jointintparam_velocity_lock",
    "jointintparam_vortex_dep_handle",
    "jointfloatparam_vortex_dep_multiplication",
    "jointfloatparam_vortex_dep_offset",
    # Shape parameters
    "shapefloatparam_init_velocity_x",
    "shapefloatparam_init_velocity_y",
    "shapefloatparam_init_velocity_z",
    "shapefloatparam_mass",
    "shapefloatparam_texture_x",
    "shapefloatparam_texture_y",
    "shapefloatparam_texture_z",
    "shapefloatparam_texture_a",
    "shapefloatparam_texture_b",
    "shapefloatparam_texture_g",
    "shapefloatparam_texture_scaling_x",
    "shapefloatparam_texture_scaling_y",
    "shapeintparam_culling",
    "shapeintparam_wireframe",
    "shapeintparam_compound",
    "shapeintparam_convex",
    "shapeintparam_convex_check",
    "shapeintparam_respondable_mask",
    "shapefloatparam_init_velocity_a",
    "shapefloatparam_init_velocity_b",
    "shapefloatparam_init_velocity_g",
    "shapestringparam_color_name",
    "shapeintparam_edge_visibility",
    "shapefloatparam_shading_angle",
    "shapefloatparam_edge_angle",
    "shapeintparam_edge_borders_hidden",
    # Other object parameters
    "proxintparam_ray_invisibility",
    "lightintparam_pov_casts_shadows",
    "dummyintparam_link_type",
    # Force sensor parameters
    "forcefloatparam_error_x",
    "forcefloatparam_error_y",
    "forcefloatparam_error_z",
    "forcefloatparam_error_a",
    "forcefloatparam_error_b",
    "forcefloatparam_error_g",
    "forcefloatparam_error_pos",
    "forcefloatparam_error_angle",
    # Camera parameters
    "cameraintparam_disabled_light_components",
    "camerafloatparam_perspective_angle",
    "camerafloatparam_ortho_size",
    "cameraintparam_rendering_attributes",
    "cameraintparam_pov_focal_blur",
    "camerafloatparam_pov_blur_distance",
    "camerafloatparam_pov_aperture",
    "cameraintparam_pov_blur_samples",
    # Object special properties
    "objectspecialproperty_collidable",
    "objectspecialproperty_measurable",
    "objectspecialproperty_detectable_ultrasonic",
    "objectspecialproperty_detectable_infrared",
    "objectspecialproperty_detectable_laser",
    "objectspecialproperty_detectable_inductive",
    "objectspecialproperty_detectable_capacitive",
    "objectspecialproperty_renderable",
    "objectspecialproperty_detectable_all",
    "objectspecialproperty_pathplanning_ignored",
    # Model properties (simxGet/SetModelProperty)
    "modelproperty_not_collidable",
    "modelproperty_not_measurable",
    "modelproperty_not_renderable",
    "modelproperty_not_detectable",
    "modelproperty_not_dynamic",
    "modelproperty_not_respondable",
    "modelproperty_not_reset",
    "modelproperty_not_visible",
    "modelproperty_not_model",
)
globals().update({f"sim_{name}": CATALOGUE[name] for name in FROM_CATALOGUE})
del CATALOGUE  # the catalogue stays the catalogue's: simConst re-exports this module's names
