/**
* | output |
* | --- |
* | "Our office will contact you within two business days to confirm the registration and send you the details to share with your members." |
*
* @param {Group_Success_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_success_next: ((inputs?: Group_Success_NextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Success_NextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Success_NextInputs = {};
