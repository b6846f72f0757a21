/**
* | output |
* | --- |
* | "New time (Detroit time)" |
*
* @param {Admin_Move_New_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_move_new_time: ((inputs?: Admin_Move_New_TimeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Move_New_TimeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Move_New_TimeInputs = {};
