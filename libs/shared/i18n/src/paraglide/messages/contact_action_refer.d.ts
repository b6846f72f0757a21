/**
* | output |
* | --- |
* | "Refer a friend" |
*
* @param {Contact_Action_ReferInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_action_refer: ((inputs?: Contact_Action_ReferInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Action_ReferInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Action_ReferInputs = {};
