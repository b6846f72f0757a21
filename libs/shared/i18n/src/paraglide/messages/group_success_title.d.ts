/**
* | output |
* | --- |
* | "Thank you, your group is registered" |
*
* @param {Group_Success_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_success_title: ((inputs?: Group_Success_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Success_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Success_TitleInputs = {};
