package androidx.activity;

import android.app.Activity;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;

/** Fake of androidx.activity.ComponentActivity: the back dispatcher, and onBackPressed deprecated as in androidx.activity 1.10. */
public class ComponentActivity extends Activity implements LifecycleOwner {
    private final OnBackPressedDispatcher dispatcher = new OnBackPressedDispatcher(this::finish);
    private final Lifecycle lifecycle = new Lifecycle() {};

    public final OnBackPressedDispatcher getOnBackPressedDispatcher() { return dispatcher; }

    @Override
    public Lifecycle getLifecycle() { return lifecycle; }

    /** @deprecated Use getOnBackPressedDispatcher().addCallback: predictive back never calls this. */
    @Deprecated
    @Override
    public void onBackPressed() { dispatcher.onBackPressed(); }
}
