/**
* | output |
* | --- |
* | "Friend's phone" |
*
* @param {Error_Label_Friend_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_friend_phone: ((inputs?: Error_Label_Friend_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Label_Friend_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Label_Friend_PhoneInputs = {};
