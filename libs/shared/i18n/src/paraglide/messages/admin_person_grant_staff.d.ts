/**
* | output |
* | --- |
* | "Make staff" |
*
* @param {Admin_Person_Grant_StaffInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_grant_staff: ((inputs?: Admin_Person_Grant_StaffInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_Grant_StaffInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_Grant_StaffInputs = {};
