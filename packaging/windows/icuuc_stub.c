/* A stand-in for Windows 10's system ICU (icuuc.dll), for running Qt >= 6.10 under Wine.
 *
 * Qt6Core.dll imports these ucnv_* functions from the system's icuuc.dll for text codecs
 * beyond UTF-8/16/32 and Latin-1 (QStringConverter); Wine 8 has no icuuc.dll, so without
 * it no Qt program starts. Here every converter fails to open (and none is listed), so Qt
 * uses its own built-in codecs, which are all the app needs. Built by
 * packaging/windows/build_wine.py with mingw-w64 into the Wine prefix's system32 only:
 * it is never part of the bundle or the installer (a real Windows has the real one).
 * Every function Qt imports is marked ICU_EXPORT (the script checks the list).
 */
#include <stddef.h>
#include <stdint.h>

#define ICU_EXPORT __declspec(dllexport)

typedef int32_t UErrorCode;
typedef uint16_t UChar;
typedef int32_t UChar32;
typedef int8_t UBool;
typedef void UConverter;
typedef void UArgs;
typedef void (*UCallback)(void);

enum { U_FILE_ACCESS_ERROR = 4, U_UNSUPPORTED_ERROR = 16 };

static void fail(UErrorCode *err, UErrorCode code)
{
    if (err != NULL && *err <= 0)
        *err = code;
}

ICU_EXPORT UConverter *ucnv_open(const char *name, UErrorCode *err)
{
    (void)name;
    fail(err, U_FILE_ACCESS_ERROR);
    return NULL;
}

ICU_EXPORT void ucnv_close(UConverter *converter) { (void)converter; }

ICU_EXPORT void ucnv_reset(UConverter *converter) { (void)converter; }

ICU_EXPORT int32_t ucnv_countAvailable(void) { return 0; }

ICU_EXPORT const char *ucnv_getAvailableName(int32_t n)
{
    (void)n;
    return NULL;
}

ICU_EXPORT const char *ucnv_getStandardName(const char *name, const char *standard,
                                            UErrorCode *err)
{
    (void)name;
    (void)standard;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

ICU_EXPORT const char *ucnv_getName(const UConverter *converter, UErrorCode *err)
{
    (void)converter;
    fail(err, U_UNSUPPORTED_ERROR);
    return NULL;
}

ICU_EXPORT int8_t ucnv_getMaxCharSize(const UConverter *converter)
{
    (void)converter;
    return 1;
}

ICU_EXPORT void ucnv_getToUCallBack(const UConverter *converter, UCallback *action,
                                    const void **context)
{
    (void)converter;
    if (action != NULL)
        *action = NULL;
    if (context != NULL)
        *context = NULL;
}

ICU_EXPORT void ucnv_getFromUCallBack(const UConverter *converter, UCallback *action,
                                      const void **context)
{
    ucnv_getToUCallBack(converter, action, context);
}

ICU_EXPORT void ucnv_setToUCallBack(UConverter *converter, UCallback action, const void *context,
                                    UCallback *old_action, const void **old_context,
                                    UErrorCode *err)
{
    (void)action;
    (void)context;
    ucnv_getToUCallBack(converter, old_action, old_context);
    fail(err, U_UNSUPPORTED_ERROR);
}

ICU_EXPORT void ucnv_setFromUCallBack(UConverter *converter, UCallback action,
                                      const void *context, UCallback *old_action,
                                      const void **old_context, UErrorCode *err)
{
    ucnv_setToUCallBack(converter, action, context, old_action, old_context, err);
}

ICU_EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, UArgs *args,
                                              const char *units, int32_t length, int reason,
                                              UErrorCode *err)
{
    (void)context;
    (void)args;
    (void)units;
    (void)length;
    (void)reason;
    fail(err, U_UNSUPPORTED_ERROR);
}

ICU_EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, UArgs *args,
                                                const UChar *units, int32_t length,
                                                UChar32 code_point, int reason, UErrorCode *err)
{
    (void)code_point;
    UCNV_TO_U_CALLBACK_SUBSTITUTE(context, args, (const char *)units, length, reason, err);
}

ICU_EXPORT void ucnv_cbToUWriteUChars(UArgs *args, const UChar *source, int32_t length,
                                      int32_t offset_index, UErrorCode *err)
{
    (void)args;
    (void)source;
    (void)length;
    (void)offset_index;
    fail(err, U_UNSUPPORTED_ERROR);
}

ICU_EXPORT void ucnv_cbFromUWriteUChars(UArgs *args, const UChar **source,
                                        const UChar *source_limit, int32_t offset_index,
                                        UErrorCode *err)
{
    (void)args;
    (void)source;
    (void)source_limit;
    (void)offset_index;
    fail(err, U_UNSUPPORTED_ERROR);
}

ICU_EXPORT void ucnv_toUnicode(UConverter *converter, UChar **target, const UChar *target_limit,
                               const char **source, const char *source_limit, int32_t *offsets,
                               UBool flush, UErrorCode *err)
{
    (void)converter;
    (void)target;
    (void)target_limit;
    (void)source;
    (void)source_limit;
    (void)offsets;
    (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

ICU_EXPORT void ucnv_fromUnicode(UConverter *converter, char **target, const char *target_limit,
                                 const UChar **source, const UChar *source_limit,
                                 int32_t *offsets, UBool flush, UErrorCode *err)
{
    (void)converter;
    (void)target;
    (void)target_limit;
    (void)source;
    (void)source_limit;
    (void)offsets;
    (void)flush;
    fail(err, U_UNSUPPORTED_ERROR);
}

ICU_EXPORT int32_t ucnv_toUCountPending(const UConverter *converter, UErrorCode *err)
{
    (void)converter;
    fail(err, U_UNSUPPORTED_ERROR);
    return 0;
}

ICU_EXPORT int32_t ucnv_fromUCountPending(const UConverter *converter, UErrorCode *err)
{
    return ucnv_toUCountPending(converter, err);
}
