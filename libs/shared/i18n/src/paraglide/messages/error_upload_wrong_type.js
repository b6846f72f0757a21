/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, types: NonNullable<unknown> }} Error_Upload_Wrong_TypeInputs */

const en_error_upload_wrong_type = /** @type {(inputs: Error_Upload_Wrong_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is not a ${i?.types} file.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" is not a {types} file." |
*
* @param {Error_Upload_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_upload_wrong_type = /** @type {((inputs: Error_Upload_Wrong_TypeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_Wrong_TypeInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_upload_wrong_type(inputs)
});