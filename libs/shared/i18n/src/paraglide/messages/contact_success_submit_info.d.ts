/**
* | output |
* | --- |
* | "Ready to start your return? Submit your tax information" |
*
* @param {Contact_Success_Submit_InfoInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_success_submit_info: ((inputs?: Contact_Success_Submit_InfoInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Success_Submit_InfoInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Success_Submit_InfoInputs = {};
