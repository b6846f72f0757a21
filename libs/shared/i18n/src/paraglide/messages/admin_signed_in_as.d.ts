/**
* | output |
* | --- |
* | "Signed in as {email}" |
*
* @param {Admin_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_signed_in_as: ((inputs: Admin_Signed_In_AsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Signed_In_AsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Signed_In_AsInputs = {
    email: NonNullable<unknown>;
};
