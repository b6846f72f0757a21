/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Slot_TakenInputs */

const en_error_api_slot_taken = /** @type {(inputs: Error_Api_Slot_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That time was just taken by someone else. Please choose another time.`)
};

/**
* | output |
* | --- |
* | "That time was just taken by someone else. Please choose another time." |
*
* @param {Error_Api_Slot_TakenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_slot_taken = /** @type {((inputs?: Error_Api_Slot_TakenInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Slot_TakenInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_slot_taken(inputs)
});