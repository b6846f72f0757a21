/**
* | output |
* | --- |
* | "Staff" |
*
* @param {Admin_Field_StaffInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_staff: ((inputs?: Admin_Field_StaffInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_StaffInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_StaffInputs = {};
