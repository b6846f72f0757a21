/**
* | output |
* | --- |
* | "Staff role granted" |
*
* @param {Admin_Person_GrantedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_granted: ((inputs?: Admin_Person_GrantedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_GrantedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_GrantedInputs = {};
