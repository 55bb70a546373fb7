package android.content;

import android.net.Uri;

/** Fake of android.content.Intent: an action and data. */
public class Intent {
    public static final String ACTION_DIAL = "android.intent.action.DIAL";
    private final String action;
    private final Uri data;

    public Intent(String action, Uri uri) { this.action = action; this.data = uri; }
    public String getAction() { return action; }
    public Uri getData() { return data; }
}
