package android.content;

import android.net.Uri;

/** Stub of android.content.Intent for a JVM type-check only. */
public class Intent {
    public static final String ACTION_DIAL = "android.intent.action.DIAL";
    public Intent(String action, Uri uri) {}
}
