/**
* | output |
* | --- |
* | "Friend" |
*
* @param {Admin_Field_FriendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_friend: ((inputs?: Admin_Field_FriendInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_FriendInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_FriendInputs = {};
