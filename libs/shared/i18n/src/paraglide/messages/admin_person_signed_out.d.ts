/**
* | output |
* | --- |
* | "Signed out of {count} sessions" |
*
* @param {Admin_Person_Signed_OutInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_signed_out: ((inputs: Admin_Person_Signed_OutInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Person_Signed_OutInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Person_Signed_OutInputs = {
    count: NonNullable<unknown>;
};
