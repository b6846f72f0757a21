/**
* | output |
* | --- |
* | "That time was just taken by someone else. Please choose another time." |
*
* @param {Error_Api_Slot_TakenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_slot_taken: ((inputs?: Error_Api_Slot_TakenInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Slot_TakenInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Slot_TakenInputs = {};
