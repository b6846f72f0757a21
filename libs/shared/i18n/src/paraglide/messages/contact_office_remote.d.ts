/**
* | output |
* | --- |
* | "Remote" |
*
* @param {Contact_Office_RemoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_office_remote: ((inputs?: Contact_Office_RemoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Office_RemoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Office_RemoteInputs = {};
