/**
* | output |
* | --- |
* | "Sign out everywhere" |
*
* @param {Admin_Person_Sign_OutInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_sign_out: ((inputs?: Admin_Person_Sign_OutInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_Sign_OutInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_Sign_OutInputs = {};
