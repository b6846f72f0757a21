/**
* | output |
* | --- |
* | "Friend's email" |
*
* @param {Error_Label_Friend_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_friend_email: ((inputs?: Error_Label_Friend_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Label_Friend_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Label_Friend_EmailInputs = {};
