/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Illegal_Status_ChangeInputs */

const en_error_api_illegal_status_change = /** @type {(inputs: Error_Api_Illegal_Status_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A referral cannot move to that status from where it is now.`)
};

/**
* | output |
* | --- |
* | "A referral cannot move to that status from where it is now." |
*
* @param {Error_Api_Illegal_Status_ChangeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_illegal_status_change = /** @type {((inputs?: Error_Api_Illegal_Status_ChangeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Illegal_Status_ChangeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_illegal_status_change(inputs)
});