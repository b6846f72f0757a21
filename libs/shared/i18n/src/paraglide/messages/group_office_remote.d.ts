/**
* | output |
* | --- |
* | "Remote" |
*
* @param {Group_Office_RemoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_office_remote: ((inputs?: Group_Office_RemoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Office_RemoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Office_RemoteInputs = {};
