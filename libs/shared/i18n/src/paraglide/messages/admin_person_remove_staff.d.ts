/**
* | output |
* | --- |
* | "Remove staff role" |
*
* @param {Admin_Person_Remove_StaffInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_remove_staff: ((inputs?: Admin_Person_Remove_StaffInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_Remove_StaffInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_Remove_StaffInputs = {};
