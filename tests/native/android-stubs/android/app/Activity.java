package android.app;

import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.view.View;
import java.util.ArrayList;
import java.util.List;

/**
 * Fake of android.app.Activity with the real signatures and deprecations of what the example
 * uses, so -Werror catches a deprecated override (onBackPressed since API 33). Members marked TEST
 * do not exist on Android: the JVM tests drive the lifecycle through them.
 */
public class Activity extends Context {
    private boolean finishing;
    /** TEST: the intents started, in order. */
    public final List<Intent> startedIntents = new ArrayList<>();
    /** TEST: the view set as content. */
    public View contentView;

    protected void onCreate(Bundle savedInstanceState) {}
    protected void onResume() {}
    protected void onPause() {}
    protected void onDestroy() {}
    protected void onSaveInstanceState(Bundle outState) {}

    /** @deprecated Since API 33: use OnBackPressedDispatcher (androidx) or OnBackInvokedCallback; Android 16 with targetSdk 36 never calls it. */
    @Deprecated
    public void onBackPressed() { finish(); }

    public void finish() { finishing = true; }
    public boolean isFinishing() { return finishing; }
    public void setContentView(View view) { contentView = view; }
    public void startActivity(Intent intent) { startedIntents.add(intent); }

    /** TEST */ public final void testCreate(Bundle savedInstanceState) { onCreate(savedInstanceState); }
    /** TEST */ public final void testResume() { onResume(); }
    /** TEST */ public final void testPause() { onPause(); }
    /** TEST */ public final void testSaveInstanceState(Bundle outState) { onSaveInstanceState(outState); }
}
