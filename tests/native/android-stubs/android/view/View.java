package android.view;

/** Stub of android.view.View for a JVM type-check only. */
public class View {}
