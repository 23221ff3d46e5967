/**
 * Icon catalogues (SPEC §3 "Icon catalogue"). The app ships only the Heroicons it draws (src/views/ui/icon.tsx), so the
 * name lists are written here: the Feather icons, the Heroicons v2 names (outline, solid and mini share them) and
 * common Material Icons names (solid, outline and twotone share them). See docs/mock-api.md.
 */

export interface IconCatalogue {
  /** Route segment and record id, e.g. 'heroicons-outline'. */
  id: string;
  /** Icon namespace used by the icon registry; empty for the twotone set (the default font set). */
  namespace: string;
  name: string;
  /** Tailwind-style icon size class of the preview grid. */
  grid: string;
  list: string[];
}

const words = (text: string): string[] => text.trim().split(/\s+/);

export const featherIcons = words(`
activity airplay alert-circle alert-octagon alert-triangle align-center align-justify align-left align-right anchor
aperture archive arrow-down-circle arrow-down-left arrow-down-right arrow-down arrow-left-circle arrow-left
arrow-right-circle arrow-right arrow-up-circle arrow-up-left arrow-up-right arrow-up at-sign award bar-chart-2
bar-chart battery-charging battery bell-off bell bluetooth bold book-open book bookmark box briefcase calendar
camera-off camera cast check-circle check-square check chevron-down chevron-left chevron-right chevron-up
chevrons-down chevrons-left chevrons-right chevrons-up chrome circle clipboard clock cloud-drizzle cloud-lightning
cloud-off cloud-rain cloud-snow cloud code codepen codesandbox coffee columns command compass copy corner-down-left
corner-down-right corner-left-down corner-left-up corner-right-down corner-right-up corner-up-left corner-up-right
cpu credit-card crop crosshair database delete disc divide-circle divide-square divide dollar-sign download-cloud
download dribbble droplet edit-2 edit-3 edit external-link eye-off eye facebook fast-forward feather figma file-minus
file-plus file-text file film filter flag folder-minus folder-plus folder framer frown gift git-branch git-commit
git-merge git-pull-request github gitlab globe grid hard-drive hash headphones heart help-circle hexagon home image
inbox info instagram italic key layers layout life-buoy link-2 link linkedin list loader lock log-in log-out mail
map-pin map maximize-2 maximize meh menu message-circle message-square mic-off mic minimize-2 minimize minus-circle
minus-square minus monitor moon more-horizontal more-vertical mouse-pointer move music navigation-2 navigation
octagon package paperclip pause-circle pause pen-tool percent phone-call phone-forwarded phone-incoming phone-missed
phone-off phone-outgoing phone pie-chart play-circle play plus-circle plus-square plus pocket power printer radio
refresh-ccw refresh-cw repeat rewind rotate-ccw rotate-cw rss save scissors search send server settings share-2 share
shield-off shield shopping-bag shopping-cart shuffle sidebar skip-back skip-forward slack slash sliders smartphone
smile speaker square star stop-circle sun sunrise sunset table tablet tag target terminal thermometer thumbs-down
thumbs-up toggle-left toggle-right tool trash-2 trash trello trending-down trending-up triangle truck tv twitch
twitter type umbrella underline unlock upload-cloud upload user-check user-minus user-plus user-x user users
video-off video voicemail volume-1 volume-2 volume-x volume watch wifi-off wifi wind x-circle x-octagon x-square x
youtube zap-off zap zoom-in zoom-out
`);

export const heroiconsNames = words(`
academic-cap adjustments-horizontal adjustments-vertical archive-box-arrow-down archive-box-x-mark archive-box
arrow-down-circle arrow-down-left arrow-down-on-square-stack arrow-down-on-square arrow-down-right arrow-down-tray
arrow-down arrow-left-circle arrow-left-on-rectangle arrow-left arrow-long-down arrow-long-left arrow-long-right
arrow-long-up arrow-path-rounded-square arrow-path arrow-right-circle arrow-right-on-rectangle arrow-right
arrow-small-down arrow-small-left arrow-small-right arrow-small-up arrow-top-right-on-square arrow-trending-down
arrow-trending-up arrow-up-circle arrow-up-left arrow-up-on-square-stack arrow-up-on-square arrow-up-right
arrow-up-tray arrow-up arrow-uturn-down arrow-uturn-left arrow-uturn-right arrow-uturn-up arrows-pointing-in
arrows-pointing-out arrows-right-left arrows-up-down at-symbol backspace backward banknotes bars-2 bars-3-bottom-left
bars-3-bottom-right bars-3-center-left bars-3 bars-4 bars-arrow-down bars-arrow-up battery-0 battery-100 battery-50
beaker bell-alert bell-slash bell-snooze bell bolt-slash bolt book-open bookmark-slash bookmark-square bookmark
briefcase bug-ant building-library building-office-2 building-office building-storefront cake calculator
calendar-days calendar camera chart-bar-square chart-bar chart-pie chat-bubble-bottom-center-text
chat-bubble-bottom-center chat-bubble-left-ellipsis chat-bubble-left-right chat-bubble-left
chat-bubble-oval-left-ellipsis chat-bubble-oval-left check-badge check-circle check chevron-double-down
chevron-double-left chevron-double-right chevron-double-up chevron-down chevron-left chevron-right chevron-up-down
chevron-up circle-stack clipboard-document-check clipboard-document-list clipboard-document clipboard clock
cloud-arrow-down cloud-arrow-up cloud code-bracket-square code-bracket cog-6-tooth cog-8-tooth cog command-line
computer-desktop cpu-chip credit-card cube-transparent cube currency-bangladeshi currency-dollar currency-euro
currency-pound currency-rupee currency-yen cursor-arrow-rays cursor-arrow-ripple device-phone-mobile device-tablet
document-arrow-down document-arrow-up document-chart-bar document-check document-duplicate document-magnifying-glass
document-minus document-plus document-text document ellipsis-horizontal-circle ellipsis-horizontal ellipsis-vertical
envelope-open envelope exclamation-circle exclamation-triangle eye-dropper eye-slash eye face-frown face-smile film
finger-print fire flag folder-arrow-down folder-minus folder-open folder-plus folder forward funnel gif gift-top gift
globe-alt globe-americas globe-asia-australia globe-europe-africa hand-raised hand-thumb-down hand-thumb-up hashtag
heart home-modern home identification inbox-arrow-down inbox-stack inbox information-circle key language lifebuoy
light-bulb link list-bullet lock-closed lock-open magnifying-glass-circle magnifying-glass-minus
magnifying-glass-plus magnifying-glass map-pin map megaphone microphone minus-circle minus-small minus moon
musical-note newspaper no-symbol paint-brush paper-airplane paper-clip pause-circle pause pencil-square pencil
phone-arrow-down-left phone-arrow-up-right phone-x-mark phone photo play-circle play-pause play plus-circle
plus-small plus power presentation-chart-bar presentation-chart-line printer puzzle-piece qr-code
question-mark-circle queue-list radio receipt-percent receipt-refund rectangle-group rectangle-stack rocket-launch
rss scale scissors server-stack server share shield-check shield-exclamation shopping-bag shopping-cart signal-slash
signal sparkles speaker-wave speaker-x-mark square-2-stack square-3-stack-3d squares-2x2 squares-plus star
stop-circle stop sun swatch table-cells tag ticket trash trophy truck tv user-circle user-group user-minus user-plus
user users variable video-camera-slash video-camera view-columns viewfinder-circle wallet wifi window
wrench-screwdriver wrench x-circle x-mark
`);

export const materialIconsNames = words(`
3d_rotation ac_unit access_alarm access_time accessibility accessible account_balance account_balance_wallet
account_box account_circle account_tree ad_units adb add add_a_photo add_alarm add_alert add_box add_business
add_call add_card add_chart add_circle add_circle_outline add_comment add_link add_location add_moderator
add_photo_alternate add_reaction add_road add_shopping_cart add_task add_to_drive add_to_photos adjust
admin_panel_settings ads_click agriculture air airline_seat_flat airplane_ticket airplanemode_active alarm alarm_add
alarm_off alarm_on album align_horizontal_center align_horizontal_left all_inbox all_inclusive alt_route analytics
anchor android animation announcement apartment api app_registration app_settings_alt apps archive area_chart
arrow_back arrow_back_ios arrow_circle_down arrow_circle_up arrow_downward arrow_drop_down arrow_drop_up
arrow_forward arrow_forward_ios arrow_left arrow_right arrow_upward article aspect_ratio assessment assignment
assignment_ind assignment_late assignment_return assignment_turned_in assistant atm attach_email attach_file
attach_money attachment audiotrack auto_awesome auto_delete auto_fix_high autorenew av_timer backup badge balance
bar_chart batch_prediction battery_full beach_access bed bedtime bike_scooter biotech block bluetooth blur_on bolt
book book_online bookmark bookmark_add bookmark_border bookmarks border_all branding_watermark brightness_4
brightness_high brush bug_report build business business_center cabin cable cached cake calculate calendar_month
calendar_today calendar_view_day call call_end call_made call_merge camera camera_alt campaign cancel card_giftcard
card_membership card_travel cases cast category celebration change_circle chat chat_bubble chat_bubble_outline check
check_box check_box_outline_blank check_circle check_circle_outline checklist chevron_left chevron_right child_care
chrome_reader_mode circle class clean_hands clear clear_all close closed_caption cloud cloud_done cloud_download
cloud_off cloud_queue cloud_upload code code_off coffee collections color_lens colorize comment commute compare
compare_arrows compass_calibration computer confirmation_number connect_without_contact construction contact_mail
contact_page contact_phone contact_support contactless contacts content_copy content_cut content_paste control_point
copyright create create_new_folder credit_card crop crop_free dangerous dark_mode dashboard dashboard_customize
data_usage date_range deck delete delete_forever delete_outline delete_sweep delivery_dining departure_board
description design_services desktop_mac desktop_windows details developer_board developer_mode device_hub devices
dialpad dining directions directions_bike directions_bus directions_car directions_run directions_walk
disabled_by_default discount dns do_not_disturb dock domain done done_all donut_large donut_small double_arrow
download download_done drafts drag_handle drag_indicator drive_eta drive_file_move dynamic_feed east eco edit
edit_calendar edit_location edit_note edit_off eject email emoji_emotions emoji_events emoji_objects emoji_people
engineering enhanced_encryption equalizer error error_outline euro event event_available event_busy event_note
event_seat exit_to_app expand_less expand_more explore extension face facebook fact_check favorite favorite_border
fax featured_play_list feedback fiber_manual_record file_copy file_download file_present file_upload filter_alt
filter_list find_in_page find_replace fingerprint fire_extinguisher first_page fitness_center flag flaky flight
flight_land flight_takeoff flip folder folder_open folder_shared folder_special font_download format_align_center
format_align_left format_bold format_italic format_list_bulleted format_list_numbered format_paint format_quote
format_size format_underlined forum forward free_breakfast fullscreen fullscreen_exit functions g_translate gavel
gesture get_app gif grade grading grid_on grid_view group group_add groups handshake hardware hd headphones
headset_mic healing hearing height help help_outline highlight_off history home home_work horizontal_rule hotel
hourglass_empty hourglass_full house how_to_reg http https image image_search import_export important_devices inbox
info input insert_chart insert_drive_file insert_emoticon insert_invitation insert_link insert_photo insights
integration_instructions inventory inventory_2 invert_colors ios_share keyboard keyboard_arrow_down
keyboard_arrow_left keyboard_arrow_right keyboard_arrow_up label label_important label_off landscape language laptop
laptop_mac last_page launch layers leaderboard library_add library_books lightbulb line_style line_weight link
link_off list list_alt live_help local_activity local_atm local_cafe local_offer local_shipping location_city
location_on location_searching lock lock_open login logout loop loupe loyalty mail manage_accounts manage_search map
mark_email_read mark_email_unread markunread maximize meeting_room memory menu menu_book menu_open merge_type message
mic mic_off minimize mode_edit money monitor more_horiz more_vert mouse move_to_inbox movie music_note my_location
navigate_before navigate_next near_me network_check new_releases next_plan nightlight_round no_accounts north note
note_add notes notification_important notifications notifications_active notifications_none notifications_off
offline_bolt open_in_browser open_in_full open_in_new open_with outbox outlined_flag pageview paid palette pan_tool
panorama pause pause_circle payment payments pending pending_actions people people_alt percent perm_contact_calendar
perm_identity perm_media person person_add person_outline person_remove person_search pets phone phone_android
phone_iphone photo photo_camera photo_library picture_as_pdf pie_chart pin_drop place play_arrow play_circle
playlist_add playlist_add_check plus_one policy poll post_add power power_settings_new precision_manufacturing
preview price_change print priority_high privacy_tip psychology public publish push_pin qr_code qr_code_scanner
query_stats question_answer queue quickreply radio radio_button_checked radio_button_unchecked rate_review receipt
receipt_long recent_actors record_voice_over redeem redo refresh remove remove_circle remove_red_eye reorder repeat
reply reply_all report report_problem request_quote restart_alt restaurant restore restore_from_trash rocket_launch
room rotate_left rotate_right rule run_circle save save_alt savings schedule school science score screen_share
sd_card search security segment select_all send sensors settings settings_applications settings_backup_restore
settings_ethernet settings_input_component settings_phone settings_power settings_remote settings_suggest share
shield shop shopping_bag shopping_basket shopping_cart short_text show_chart shuffle sick signal_cellular_alt
sim_card skip_next skip_previous slideshow smartphone sms snooze sort south space_dashboard spa speaker speaker_notes
speed spellcheck sports sports_esports square_foot star star_border star_half star_outline stars
stay_current_portrait sticky_note_2 stop storage store storefront subdirectory_arrow_right subject subscriptions
summarize supervised_user_circle supervisor_account support support_agent swap_horiz swap_vert switch_account sync
sync_alt system_update tab table_chart table_rows tablet_mac tag task task_alt terminal text_fields text_snippet
textsms theaters thumb_down thumb_up thumbs_up_down timeline timer timer_off title toc today toggle_off toggle_on
token toll tonality topic touch_app tour track_changes traffic train translate trending_down trending_flat
trending_up tune turned_in turned_in_not tv two_wheeler undo unfold_less unfold_more unpublished unsubscribe update
upgrade upload verified verified_user vertical_align_bottom vertical_split vibration video_call video_library
videocam view_agenda view_array view_carousel view_column view_comfy view_compact view_day view_headline view_in_ar
view_kanban view_list view_module view_quilt view_sidebar view_stream view_week visibility visibility_off voice_chat
voicemail volume_down volume_mute volume_off volume_up vpn_key vpn_lock wallet warning warning_amber watch
watch_later water_drop wb_cloudy wb_incandescent wb_sunny web web_asset west where_to_vote widgets wifi wifi_off work
work_history work_outline workspaces wrap_text youtube_searched_for zoom_in zoom_out
`);

export const iconCatalogueRows: IconCatalogue[] = [
  { id: 'feather', namespace: 'feather', name: 'Feather', grid: 'icon-size-6', list: featherIcons },
  { id: 'heroicons-outline', namespace: 'heroicons_outline', name: 'Heroicons Outline', grid: 'icon-size-6', list: heroiconsNames },
  { id: 'heroicons-solid', namespace: 'heroicons_solid', name: 'Heroicons Solid', grid: 'icon-size-6', list: heroiconsNames },
  { id: 'heroicons-mini', namespace: 'heroicons_mini', name: 'Heroicons Mini', grid: 'icon-size-5', list: heroiconsNames },
  { id: 'material-solid', namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6', list: materialIconsNames },
  { id: 'material-outline', namespace: 'mat_outline', name: 'Material Outline', grid: 'icon-size-6', list: materialIconsNames },
  { id: 'material-twotone', namespace: '', name: 'Material Twotone', grid: 'icon-size-6', list: materialIconsNames },
];
